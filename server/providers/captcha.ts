/**
 * Drawing captcha images. The text is chosen here with a cryptographic generator (svg-captcha's
 * own picker uses Math.random) and from an alphabet without look-alikes (0/O/o, 1/I/l/i).
 */
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';

export type CaptchaImage = { text: string; svg: string };

export interface CaptchaMaker {
  make(): CaptchaImage;
}

const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 4;

type RenderOptions = { noise?: number; color?: boolean; width?: number; height?: number; fontSize?: number; background?: string };
/** Returns the SVG markup. */
type RenderCaptcha = (text: string, options?: RenderOptions) => string;

// svg-captcha's callable export (render a given text) is missing from its type declarations;
// this is its documented signature. Loaded with require: it is a CommonJS package that reads its
// font file relative to itself, which also keeps it working from the esbuild bundle.
const renderCaptcha = createRequire(import.meta.url)('svg-captcha') as RenderCaptcha;

function randomText(): string {
  let text = '';
  for (let i = 0; i < LENGTH; i += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

export const svgCaptchaMaker: CaptchaMaker = {
  make() {
    const text = randomText();
    const svg = renderCaptcha(text, { noise: 2, color: true, width: 120, height: 40, fontSize: 44, background: '#f5f7fa' });
    return { text, svg };
  },
};
