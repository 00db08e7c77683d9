import {
  buildMenuDescription,
  type descriptionRequestSchema,
  type GeneratedDescription,
} from '@catering/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { elementTypeNames } from '../../lib/reference-names.repo.js';
import { findBrandName, findCuisineName } from './menu-reads.repo.js';

type DescriptionRequest = z.output<typeof descriptionRequestSchema>;

export interface DescriptionSettings {
  /** DESCRIPTION_API_URL: an external generator; the built-in one without it. */
  url: string | undefined;
  timeoutMs: number;
}

/** The external generator's answer holds the text: a plain body, or JSON carrying it. */
function textOf(body: string): string {
  try {
    const json: unknown = JSON.parse(body);
    if (typeof json === 'string') return json;
    const record = (json ?? {}) as Record<string, unknown>;
    const data = record.data as Record<string, unknown> | string | undefined;
    for (const candidate of [
      record.description,
      record.text,
      typeof data === 'string' ? data : data?.description,
    ]) {
      if (typeof candidate === 'string') return candidate;
    }
    return '';
  } catch {
    return body;
  }
}

/**
 * A menu description: from the external generator when one is configured and answers in
 * time with some text, else the built-in two-line text (DESIGN.md 5). Never throws for
 * the generator's sake, so it can never block an editor or a save.
 */
export async function generateDescription(
  db: Db,
  settings: DescriptionSettings,
  request: DescriptionRequest,
  log: FastifyBaseLogger,
): Promise<GeneratedDescription> {
  const typeName = await elementTypeNames(
    db,
    request.elements.map((e) => e.elementTypeId ?? null),
  );
  const described = request.elements.map((e) => ({
    name: e.name,
    typeName: typeName(e.elementTypeId ?? null),
    isAlternate: e.isAlternate,
  }));
  const builtIn: GeneratedDescription = {
    description: buildMenuDescription(described),
    source: 'builtIn',
  };
  if (!settings.url) return builtIn;

  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/plain' },
      body: JSON.stringify({
        name: request.name,
        brand: await findBrandName(db, request.brandId),
        cuisineType: await findCuisineName(db, request.cuisineTypeId),
        elements: described.map((e) => ({
          name: e.name,
          type: e.typeName,
          isAlternate: e.isAlternate,
        })),
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const text = textOf(await response.text()).trim();
    if (!text) throw new Error('answered without text');
    return { description: text.slice(0, 5_000), source: 'external' };
  } catch (error) {
    log.warn({ err: error }, 'Description generator failed; using the built-in description');
    return builtIn;
  }
}
