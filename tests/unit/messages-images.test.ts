import { describe, expect, it } from 'vitest';
import { imageSizeOf } from '../../machines/messages/chat.types';
import { cropBox } from '../../src/components/upload/prepare-image';

describe('a chat picture', () => {
  it('keeps its whole shape, scaled to the longest side allowed', () => {
    expect(cropBox(4000, 3000, 'free')).toEqual({
      sx: 0,
      sy: 0,
      sw: 4000,
      sh: 3000,
      width: 1600,
      height: 1200,
    });
    expect(cropBox(600, 900, 'free')).toMatchObject({ width: 600, height: 900 });
  });

  it('carries its size in its name, for a box sized before it loads', () => {
    expect(imageSizeOf('c/u/1764300000000-1600x1200.webp')).toEqual({ width: 1600, height: 1200 });
    expect(imageSizeOf('c/u/1764300000000.png')).toBeNull();
  });
});
