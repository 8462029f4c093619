import type { Endpoint } from '../endpoint';
import * as areas from './areas';

export * from './areas';

/** Every endpoint of the product server, each declared once. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(areas).flatMap((area): Endpoint[] => Object.values(area));
