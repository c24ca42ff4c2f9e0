/*
 * The flow progress screen's query keys: each starts with 'progress', so `progressKeys.flow(id)`
 * reaches every page and search of one flow. The flows to pick from are the editor's params
 * (editorKeys.params).
 */

/** One page of a flow's client list, narrowed by a part of a name. */
export interface ProgressPageParams {
  page: number;
  search: string;
}

export const progressKeys = {
  all: ['progress'] as const,
  flow: (flowId: number) => ['progress', flowId] as const,
  page: (flowId: number, params: ProgressPageParams) => ['progress', flowId, params] as const,
};
