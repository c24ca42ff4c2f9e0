import { describe, expect, it } from 'vitest';
import {
  endpointSchemas,
  type EndpointSchemas,
  type EndpointsWithWrongParams,
} from './endpoint-schemas.ts';
import { api, endpoints, fillPath } from './endpoints.ts';

describe('route table', () => {
  it('gives every call one schema entry and every params schema the names of its path', () => {
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
    const wrong: [EndpointsWithWrongParams] extends [never] ? 'none' : EndpointsWithWrongParams =
      'none';
    expect(wrong).toBe('none');
    for (const endpoint of Object.values(endpoints)) {
      const schemas: EndpointSchemas = endpointSchemas[endpoint.name];
      expect(endpoint.path.includes(':'), endpoint.name).toBe(schemas.params !== undefined);
    }
  });

  it('marks the editor, the schedule and the insights staff-only, and nothing else', () => {
    const staff = Object.values(endpoints)
      .filter((endpoint) => endpoint.access === 'staff')
      .map((endpoint) => endpoint.path);
    expect(staff.length).toBe(15);
    expect(staff.every((path) => path.startsWith('/api/v1/publication-editor/'))).toBe(true);
  });

  it('fills path segments in order, and refuses a missing one', () => {
    expect(api.programFlowLessonList(3, 9)).toBe('/publication/program-flow/list/3/9/');
    expect(fillPath(endpoints.commentFind.path, { id: 7 })).toBe('/api/v1/comment/find/7/');
    expect(() => fillPath(endpoints.commentFind.path, {})).toThrow(/:id/);
  });
});
