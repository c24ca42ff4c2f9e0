// Who reads what is decided by the contract's predicates, shared with the web.
export { canFilterByFlows, canSeeEverything, canSeeRppGroup, RPP_GROUP } from '@app/contract';
