import { serializeJsonLd } from '@/lib/seo/json-ld';

test('a closing script tag inside a value cannot end the inline script', () => {
  const text = serializeJsonLd({ name: 'ThinkPad</script><script>alert(1)</script>' });
  expect(text).not.toMatch(/<\/script/i);
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual({ name: 'ThinkPad</script><script>alert(1)</script>' });
});

test('line and paragraph separators are escaped and survive a round trip', () => {
  const value = { description: 'a\u2028b\u2029c' };
  const text = serializeJsonLd(value);
  expect(text).not.toMatch(/[\u2028\u2029]/);
  expect(JSON.parse(text)).toEqual(value);
});

test('an HTML comment opener cannot appear either', () => {
  expect(serializeJsonLd({ x: '<!-- y -->' })).not.toContain('<!--');
});
