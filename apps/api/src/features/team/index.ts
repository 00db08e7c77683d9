/** What the app and the demo seed use of Manage Team: its routes, services and invitation tokens. */
export { issueInvitation } from './invitation-token.js';
export { invitationRoutes } from './invitations.routes.js';
export { createInvitationsService } from './invitations.service.js';
export { recordFirstSingleSignOn } from './single-sign-on-arrival.js';
export { teamRoutes } from './team.routes.js';
export { userRoutes } from './users.routes.js';
export { createUsersService } from './users.service.js';
