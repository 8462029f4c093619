import type { SysUserInfo } from '@/contract/auth';

/** The two back-office roles (docs/product-rules.md#back-office) as staff read them. */
export const ROLE_NAMES: Readonly<Record<SysUserInfo['role'], string>> = { admin: '平台管理员', editor: '商家员工' };
