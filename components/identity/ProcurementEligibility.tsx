'use client';
/**
 * On a procurement goods page (the same cached HTML for everyone): whether this visitor may rent
 * it, from the verified check (docs/product-rules.md#verification) once the session is known. Goods offered only in the
 * procurement zone need a verified company account; others are open to all, and a company is
 * told what verification adds (deposit-free renting).
 */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { VERIFY_STATUS, type VerificationState } from '@/contract/verifyStatus';
import { sessionAtom, sessionRestoredAtom } from '@/lib/session/state';
import styles from './ProcurementEligibility.module.css';

export function ProcurementEligibility({ procurementOnly }: { procurementOnly: boolean }) {
  const session = useAtomValue(sessionAtom);
  const restored = useAtomValue(sessionRestoredAtom);
  const [state, setState] = useState<{ globalId: string; answer: VerificationState } | null>(null);
  const globalId = restored ? session.globalId : '';

  useEffect(() => {
    if (!globalId) return;
    let current = true;
    // The verification client loads only for a logged-in visitor: guests never download it.
    import('@/lib/api/browser/verification')
      .then(({ verificationApi }) => verificationApi.check(globalId))
      .then((answer) => {
        if (current) setState({ globalId, answer });
      })
      // A page for everyone: without an answer it says nothing more than the guest's line.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [globalId]);

  if (!restored) return null;
  const answer = state && state.globalId === globalId ? state.answer : null;
  if (!globalId || !answer) {
    return procurementOnly ? (
      <p className={styles.note} role="note">
        本商品仅限已认证的企业账户租赁。
        {!globalId ? <a href="/login">登录企业账户</a> : null}
      </p>
    ) : null;
  }
  if (answer.accountType === 'personal') {
    return procurementOnly ? (
      <p className={styles.note} role="note">
        本商品仅限已认证的企业账户租赁，个人账户请选购其他专区的商品。
      </p>
    ) : null;
  }
  if (answer.status === VERIFY_STATUS.verified) {
    return (
      <p className={`${styles.note} ${styles.ok}`} role="note" data-testid="procurement-eligibility">
        企业认证：{answer.statusName}，可直接下单，并享受免押金租赁额度。
      </p>
    );
  }
  if (answer.status === VERIFY_STATUS.reviewing) {
    return (
      <p className={`${styles.note} ${styles.wait}`} role="note" data-testid="procurement-eligibility">
        企业认证：{answer.statusName}，审核通过后{procurementOnly ? '即可下单' : '可享免押金租赁'}。
      </p>
    );
  }
  return (
    <p className={`${styles.note} ${styles.wait}`} role="note" data-testid="procurement-eligibility">
      企业认证：{answer.statusName}。{procurementOnly ? '本商品仅限已认证的企业账户租赁。' : '认证后可享免押金租赁。'}
      <a href="/authentication">去认证</a>
    </p>
  );
}
