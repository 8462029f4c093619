/**
 * The platform's dictionaries and audit log: a merchant (even the one holding every shop button
 * of their own) gets 403 on every call, reads and changes alike, and nothing changes. The victim
 * is a real entry (bill_status 逾期) and the audit row its arrangement writes.
 */
import { and, eq } from 'drizzle-orm';
import { dictData } from '../../db/schema';
import { staffArea, FORBIDDEN } from '../staffMatrix';

type Ids = { entryId: number };

export const platformDictsArea = staffArea<Ids>({
  name: 'platform dictionaries and audit log',
  arrange: async ({ server, admin }) => {
    const [entry] = await server.db
      .select({ id: dictData.id })
      .from(dictData)
      .where(and(eq(dictData.dictType, 'bill_status'), eq(dictData.dictValue, '2')));
    if (!entry) throw new Error('the seed has bill_status 2');
    // An audit row to read: the admin edits the entry through the API (unchanged values).
    const answer = await server.post('/api/sys/dict/data/edit', { id: entry.id, dictLabel: '逾期', dictValue: '2', dictSort: 3, listClass: 'danger' }, { token: admin.token });
    if (answer.body.code !== 200) throw new Error(`arranging the audit row: ${JSON.stringify(answer.body)}`);
    return { entryId: entry.id };
  },
  rows: [
    { names: 'the dictionary types', method: 'GET', route: '/api/sys/dict/types', as: 'merchant', path: () => '/api/sys/dict/types', expect: FORBIDDEN },
    {
      names: "a dictionary's entries",
      method: 'GET',
      route: '/api/sys/dict/data/list',
      as: 'merchant',
      path: () => '/api/sys/dict/data/list?dictType=bill_status',
      expect: FORBIDDEN,
    },
    {
      names: 'a new entry of bill_status',
      method: 'POST',
      route: '/api/sys/dict/data/add',
      as: 'merchant',
      path: () => '/api/sys/dict/data/add',
      body: () => ({ dictType: 'bill_status', dictLabel: '已免除', dictValue: '9', dictSort: 9, listClass: 'success' }),
      expect: FORBIDDEN,
    },
    {
      names: 'bill_status 逾期 relabelled',
      method: 'POST',
      route: '/api/sys/dict/data/edit',
      as: 'merchant',
      path: () => '/api/sys/dict/data/edit',
      body: ({ entryId }) => ({ id: entryId, dictLabel: '正常', dictValue: '2', dictSort: 3, listClass: 'success' }),
      expect: FORBIDDEN,
    },
    {
      names: 'bill_status 逾期 deleted',
      method: 'POST',
      route: '/api/sys/dict/data/remove',
      as: 'merchant',
      path: () => '/api/sys/dict/data/remove',
      body: ({ entryId }) => ({ id: entryId }),
      expect: FORBIDDEN,
    },
    { names: 'the audit log', method: 'GET', route: '/api/sys/audit/list', as: 'merchant', path: () => '/api/sys/audit/list', expect: FORBIDDEN },
    {
      names: "the platform's own audit rows",
      method: 'GET',
      route: '/api/sys/audit/list',
      as: 'other',
      path: () => '/api/sys/audit/list?username=admin&action=dict',
      expect: FORBIDDEN,
    },
  ],
});
