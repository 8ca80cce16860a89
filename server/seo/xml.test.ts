import { describe, expect, it } from 'vitest';
import { cdata, escapeXml, xmlChars } from './xml';

describe('xmlChars', () => {
  it('drops C0 controls but keeps tab, LF and CR', () => {
    expect(xmlChars('a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\th\ni\rj')).toBe('abcdefg\th\ni\rj');
  });

  it('drops U+FFFE, U+FFFF and lone surrogates, and keeps pairs and other text', () => {
    expect(xmlChars('x\uFFFEy\uFFFFz')).toBe('xyz');
    expect(xmlChars('lone \uD83D high, lone \uDE00 low, end \uD83D')).toBe('lone  high, lone  low, end ');
    expect(xmlChars('map 🗺️ café \u007F\u0085 \uFFFD')).toBe('map 🗺️ café \u007F\u0085 \uFFFD');
  });
});

describe('escapeXml and cdata', () => {
  it('escape markup and drop forbidden characters in one step', () => {
    expect(escapeXml('<Bell\u0007 & "Tom\'s">')).toBe('&lt;Bell &amp; &quot;Tom&apos;s&quot;&gt;');
    expect(cdata('<p>a\u0001]]>b</p>')).toBe('<![CDATA[<p>a]]]]><![CDATA[>b</p>]]>');
  });
});
