import { Link } from '@/components/ui/Link';
import { ICP_RECORD_URL, LICENCE_PATH, policeRecordUrl, type LegalFacts } from '@/contract/legal';
import styles from './LegalLine.module.css';

/** Opened beside the shop: the authorities' record systems. */
const OUTSIDE = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Who runs the shop, as Chinese law asks the shop's pages to say (docs/storefront.md#legal-facts):
 * the ICP record linked to the MIIT's record system, the public-security record linked to the
 * MPS's, the value-added telecom licence, and the operator's business licence (/license). The
 * platform sets them in the back office; an empty optional number is left out. The colour is the
 * surrounding footer's.
 */
export function LegalLine({ facts, className }: { facts: LegalFacts; className?: string }) {
  return (
    <p className={className ? `${styles.legal} ${className}` : styles.legal}>
      <a href={ICP_RECORD_URL} {...OUTSIDE}>
        {facts.icpRecord}
      </a>
      {facts.policeRecord ? (
        <a href={policeRecordUrl(facts.policeRecord)} {...OUTSIDE}>
          {facts.policeRecord}
        </a>
      ) : null}
      {facts.telecomLicence ? <span>增值电信业务经营许可证：{facts.telecomLicence}</span> : null}
      <Link href={LICENCE_PATH}>营业执照</Link>
    </p>
  );
}
