import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-bytes';
import { sanitizeSvg, UnsafeSvgError } from './svg-sanitizer';

const encode = (text: string) => new TextEncoder().encode(text);

describe('detectImageType', () => {
  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)('knows %s by its bytes', async (format) => {
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).toFormat(format).toBuffer();
    expect(detectImageType(bytes)).toBe(format);
  });

  it('knows an SVG after a prolog, and nothing else', () => {
    expect(detectImageType(encode('\uFEFF<?xml version="1.0"?>\n<!-- x --><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(detectImageType(encode('<html><svg></svg></html>'))).toBeNull();
    expect(detectImageType(encode('%PDF-1.7'))).toBeNull();
    expect(detectImageType(new Uint8Array([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0]))).toBeNull(); // an MP4
  });
});

describe('sanitizeSvg', () => {
  it('keeps the drawing and internal references, and removes what could run or load', () => {
    const { svg, removed } = sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2" onload="x()"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="2" height="2"/><use href="#g"/><use href="data:image/svg+xml,x"/><script>x()</script></svg>');
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)" width="2" height="2"></rect><use href="#g"></use><use></use></svg>');
    expect(removed).toEqual(['the onload attribute', 'a link to another file or scheme (href)', 'the <script> element']);
  });

  it('refuses entities and a file with no <svg> left', () => {
    expect(() => sanitizeSvg('<!DOCTYPE svg [<!ENTITY a "x">]><svg/>')).toThrow(UnsafeSvgError);
    expect(() => sanitizeSvg('<script>alert(1)</script>')).toThrow(UnsafeSvgError);
  });
});
