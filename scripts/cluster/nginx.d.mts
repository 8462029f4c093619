export const DOWNLOAD_LOCATION: string;

export function nginxConfig(options: { dir: string; port: number; apiPort: number; storefronts: readonly number[]; productServers: readonly number[] }): string;
