import type { GoodsSpec } from '@/contract/goods';
import styles from './GoodsDetailView.module.css';

/** 规格参数: one row per specification, the name as the row's header. */
export function SpecTable({ specs }: { specs: readonly GoodsSpec[] }) {
  if (specs.length === 0) return <p className={styles.muted}>暂无规格参数</p>;
  return (
    <table className={styles.specs}>
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.name}>
            <th scope="row">{spec.name}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
