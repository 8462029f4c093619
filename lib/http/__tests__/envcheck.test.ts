/**
 * @jest-environment node
 */
test('env', () => { console.log(typeof window); });
