import '@/lib/validation/zod-without-eval';
import { z } from 'zod';

test('the browser setting reaches zod without importing it: schemas never probe for eval', () => {
  expect(z.config().jitless).toBe(true);
  const probe = jest.spyOn(globalThis, 'Function');
  const schema = z.object({ name: z.string(), count: z.number().int() });
  expect(schema.parse({ name: '小新', count: 2 })).toEqual({ name: '小新', count: 2 });
  expect(probe).not.toHaveBeenCalled();
});
