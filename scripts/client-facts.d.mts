export type ClientFacts = { address: string; protocol: 'http' | 'https' };

export function clientFacts(headers: Record<string, string | string[] | undefined>, socketAddress: string | undefined, encrypted: boolean, hops: number): ClientFacts;
