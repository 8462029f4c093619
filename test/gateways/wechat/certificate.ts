/**
 * A self-signed X.509 certificate for the simulator's platform key, as WeChat Pay's 平台证书 is a
 * certificate named by its serial number. node:crypto reads certificates but does not make them,
 * so this writes the few DER structures one needs (RFC 5280): version 3, a serial, sha256WithRSA,
 * an issuer and subject of one common name, a validity, the public key, and the signature.
 */
import { createSign, randomBytes, type KeyObject } from 'node:crypto';

function length(size: number): Buffer {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const tlv = (tag: number, content: Buffer) => Buffer.concat([Buffer.from([tag]), length(content.length), content]);
const sequence = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items));
const integer = (bytes: Buffer) => tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const nullValue = Buffer.from([0x05, 0x00]);
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const bitString = (bytes: Buffer) => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]));

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const part of rest) {
    const chunk = [part & 0x7f];
    for (let value = part >> 7; value > 0; value >>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime `YYMMDDHHMMSSZ` (years 1950–2049, as RFC 5280 wants UTCTime then). */
function utcTime(time: Date): Buffer {
  const iso = time.toISOString();
  return tlv(0x17, Buffer.from(`${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`, 'ascii'));
}

const name = (commonName: string) => sequence(set(sequence(oid('2.5.4.3'), utf8(commonName))));
const SHA256_WITH_RSA = sequence(oid('1.2.840.113549.1.1.11'), nullValue);

export type Certificate = { pem: string; serial: string };

/** A certificate for `publicKey` signed by its own private key, valid from an hour ago for five years. */
export function selfSignedCertificate(keys: { publicKey: KeyObject; privateKey: KeyObject }, commonName: string): Certificate {
  // 20 bytes with a set, positive top byte: no leading zero, so the hex serial is always 40 characters.
  const serial = randomBytes(20);
  serial[0] = (serial[0]! & 0x7f) | 0x10;
  const now = Date.now();
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    SHA256_WITH_RSA,
    name(commonName),
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 5 * 365 * 86_400_000))),
    name(commonName),
    keys.publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = createSign('sha256').update(tbs).sign(keys.privateKey);
  const der = sequence(tbs, SHA256_WITH_RSA, bitString(signature));
  const body = der.toString('base64').replace(/(.{64})/g, '$1\n');
  return { pem: `-----BEGIN CERTIFICATE-----\n${body}${body.endsWith('\n') ? '' : '\n'}-----END CERTIFICATE-----\n`, serial: serial.toString('hex').toUpperCase() };
}
