// The rpp_ notice channel exists only for users paid for it on their current flow (DESIGN §4).
export { canUseRppChannel } from '@app/contract';
