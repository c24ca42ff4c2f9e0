import { describe, expect, it } from 'vitest';
import { nextZoom, wheelZoomDelta } from './zoom.ts';

describe('image viewer zoom', () => {
  it('steps by a tenth on the wheel, without float drift', () => {
    let zoom = 1;
    for (let i = 0; i < 3; i++) zoom = nextZoom(zoom, wheelZoomDelta(-100));
    expect(zoom).toBe(1.3);
    expect(nextZoom(zoom, wheelZoomDelta(50))).toBe(1.2);
    expect(wheelZoomDelta(0)).toBe(0);
  });

  it('stays between 1× and 4×', () => {
    expect(nextZoom(1, -0.5)).toBe(1);
    expect(nextZoom(3.8, 0.5)).toBe(4);
  });
});
