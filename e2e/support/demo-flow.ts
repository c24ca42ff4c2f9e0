import { expect, type APIRequestContext } from '@playwright/test';
import { api, type EditorParamsResponse } from '@app/contract';

/** The seeded flow of the demo client, the one with the programme. */
export const DEMO_FLOW_NAME = 'Поток 12 · Трансформация';

/** The demo client's flow id, from the editor's options (`staffToken`: a staff access token). */
export async function demoFlowId(request: APIRequestContext, staffToken: string): Promise<number> {
  const response = await request.get(api.editorParams, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(response.ok()).toBe(true);
  const params = (await response.json()) as EditorParamsResponse;
  const flow = params.flows.find((option) => option.title === DEMO_FLOW_NAME);
  if (!flow) throw new Error(`no flow '${DEMO_FLOW_NAME}' among the editor options`);
  return flow.pk;
}
