import type { FastifyRequest } from 'fastify';

/**
 * What the request log may say of an address: tokens that open a page or an invitation
 * on their own (query `token=…`, the public pages' path segment) are replaced, so a log
 * shipped to a third party holds no key to the console. Authorization headers are never
 * logged (Fastify's request serializer leaves headers out).
 */
export function withoutUrlSecrets(url: string): string {
  return url
    .replace(/([?&](?:token|resetToken|invitationToken)=)[^&#]*/gi, '$1[removed]')
    .replace(/^(\/v1\/public\/(?:menus|feedback)\/)[^/?#]+/, '$1[removed]');
}

export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: withoutUrlSecrets(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};
