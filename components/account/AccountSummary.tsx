import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Customer } from '@/lib/api/customer';
import { formatFen } from '@/lib/format/money';
import styles from './AccountSummary.module.css';

/** The customer's account at a glance: who they are, what kind of account, and the balance. */
export function AccountSummary({ customer }: { customer: Customer }) {
  const isCompany = customer.accountType === 'company';
  return (
    <Paper variant="outlined" className={styles.card}>
      <div>
        <Typography component="h2" variant="h5" className={styles.name}>
          {customer.personalName ?? customer.companyName}
          <Chip label={isCompany ? '企业账号' : '个人账号'} color="primary" variant="outlined" />
          <Chip label={customer.verified ? (isCompany ? '已企业认证' : '已实名认证') : '未认证'} color={customer.verified ? 'success' : 'default'} />
        </Typography>
        {isCompany ? <p className={styles.line}>企业名称：{customer.companyName}</p> : null}
        <p className={styles.line}>手机号码：{customer.mobile}</p>
      </div>
      <div className={styles.balance}>
        <span>账户余额</span>
        <strong data-testid="account-balance">{formatFen(customer.balance)}</strong>
      </div>
    </Paper>
  );
}
