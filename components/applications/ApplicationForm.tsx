'use client';
/**
 * The shop-onboarding and business-cooperation form. It checks every field with the very zod
 * schema the product server validates with, so the visitor reads the same sentence either way,
 * and nothing typed is ever lost: a refusal keeps the values, and a draft in sessionStorage
 * survives a reload until the application has been accepted.
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import { applicationApi, type ApplicationKind } from '@/lib/api/browser/applications';
import { APPLICATION_MESSAGE_MAX, COOPERATION_CATEGORIES, JOIN_CATEGORIES, cooperationBody, joinStoreBody } from '@/contract/applications';
import { isApiError } from '@/lib/http/errors';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form';
import { APPLICATION_FIELDS as FIELDS, EMPTY_APPLICATION, clearDraft, draftSnapshot, saveDraft, subscribeDraft, type ApplicationField as Field } from './applicationDraft';
import styles from './ApplicationForm.module.css';

const KINDS = {
  join: { schema: joinStoreBody, categories: JOIN_CATEGORIES, categoryLabel: '主营类目', messagePlaceholder: '简要介绍店铺规模、品牌授权、现有销售渠道等' },
  cooperation: {
    schema: cooperationBody,
    categories: COOPERATION_CATEGORIES,
    categoryLabel: '合作类型',
    messagePlaceholder: '简要说明合作内容、预计规模与期望的合作方式',
  },
} as const;

const serverSnapshot = () => EMPTY_APPLICATION;

type Receipt = { id: number; submittedAt: string; message: string };

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function focusControl(id: string): void {
  document.getElementById(id)?.focus();
}

export function ApplicationForm({ kind }: { kind: ApplicationKind }) {
  const facts = KINDS[kind];
  const idPrefix = useId();
  const values = useSyncExternalStore(
    subscribeDraft,
    useCallback(() => draftSnapshot(kind), [kind]),
    serverSnapshot,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const successPanel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (receipt) successPanel.current?.focus();
  }, [receipt]);

  const idOf = (field: Field, part?: 'error' | 'hint') => `${idPrefix}-${field}${part ? `-${part}` : ''}`;

  const onChange = (field: Field) => (event: ChangeEvent<Control>) => {
    const next = { ...draftSnapshot(kind), [field]: event.target.value };
    saveDraft(kind, next);
    // A shown message follows the typing, so it disappears as soon as the value is right.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: fieldErrors(facts.schema, next)[field] }));
  };

  const onBlur = (field: Field) => () => {
    setErrors((current) => ({ ...current, [field]: fieldErrors(facts.schema, values)[field] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setRefusal(null);
    const found = fieldErrors(facts.schema, values);
    setErrors(found);
    const firstBad = FIELDS.find((field) => found[field]);
    if (firstBad) {
      focusControl(idOf(firstBad));
      return;
    }
    const parsed = facts.schema.safeParse(values);
    if (!parsed.success) return;
    setSending(true);
    try {
      const answer = await applicationApi.submit(kind, parsed.data);
      clearDraft(kind);
      setReceipt({ id: answer.receipt.id, submittedAt: answer.receipt.submittedAt, message: answer.message });
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : '提交失败，请稍后再试');
    } finally {
      setSending(false);
    }
  };

  const startAnother = () => {
    setReceipt(null);
    setErrors({});
    setRefusal(null);
    // The form is back in the document after this render.
    window.requestAnimationFrame(() => focusControl(idOf('company')));
  };

  if (receipt) {
    return (
      <div ref={successPanel} tabIndex={-1} className={styles.success} role="status" aria-labelledby={`${idPrefix}-done`}>
        <h3 id={`${idPrefix}-done`}>提交成功</h3>
        <p>{receipt.message}</p>
        <dl className={styles.receipt}>
          <div>
            <dt>申请编号</dt>
            <dd>{receipt.id}</dd>
          </div>
          <div>
            <dt>提交时间</dt>
            <dd>{receipt.submittedAt}</dd>
          </div>
        </dl>
        <p className={styles.keep}>请保存申请编号，咨询进度时提供给客服即可。</p>
        <button type="button" className={styles.secondary} onClick={startAnother}>
          再提交一份
        </button>
      </div>
    );
  }

  const describedBy = (field: Field, hint: boolean) => [hint ? idOf(field, 'hint') : null, errors[field] ? idOf(field, 'error') : null].filter(Boolean).join(' ') || undefined;

  const controlProps = (field: Field, hint = false) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    onChange: onChange(field),
    onBlur: onBlur(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, hint),
  });

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={idOf(field, 'error')} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  const messageLength = values.message.length;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={idOf('company')} className={styles.required}>
            企业名称
          </label>
          <input type="text" autoComplete="organization" required {...controlProps('company')} />
          {fieldError('company')}
        </div>
        <div className={styles.field}>
          <label htmlFor={idOf('contactName')} className={styles.required}>
            联系人
          </label>
          <input type="text" autoComplete="name" required {...controlProps('contactName')} />
          {fieldError('contactName')}
        </div>
        <div className={styles.field}>
          <label htmlFor={idOf('phone')} className={styles.required}>
            手机号码
          </label>
          <input type="tel" inputMode="numeric" autoComplete="tel" required {...controlProps('phone')} />
          {fieldError('phone')}
        </div>
        <div className={styles.field}>
          <label htmlFor={idOf('category')} className={styles.required}>
            {facts.categoryLabel}
          </label>
          <select required {...controlProps('category')}>
            <option value="">请选择</option>
            {facts.categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          {fieldError('category')}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={idOf('businessLicenceNo')} className={styles.required}>
            统一社会信用代码
          </label>
          <input type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} required {...controlProps('businessLicenceNo', true)} />
          <p id={idOf('businessLicenceNo', 'hint')} className={styles.hint}>
            18 位，见营业执照左上角
          </p>
          {fieldError('businessLicenceNo')}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={idOf('message')}>留言（选填）</label>
          <textarea rows={5} placeholder={facts.messagePlaceholder} {...controlProps('message', true)} />
          <p id={idOf('message', 'hint')} className={messageLength > APPLICATION_MESSAGE_MAX ? `${styles.counter} ${styles.over}` : styles.counter}>
            {messageLength}/{APPLICATION_MESSAGE_MAX}
          </p>
          {fieldError('message')}
        </div>
      </div>
      {refusal ? (
        <p role="alert" className={styles.alert}>
          {refusal}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? '发送中…' : '提交申请'}
      </button>
    </form>
  );
}
