'use client';
/**
 * The one interactive part of a product page: configuration, lease term and quantity, the price
 * of that choice, and 加入购物车 / 立即租赁, above which a logged-in customer with an overdue bill
 * is told that it refuses new orders, with the way to it (asked in the browser). The server
 * renders it with the cheapest plan chosen, so the page's HTML already carries prices; a `skuId` /
 * `term` in the address (the way back from the login page) is applied once the page runs in the
 * browser, because the page itself is the same static HTML for every address.
 */
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';
import { useAtomValue } from 'jotai';
import type { GoodsSku, ProcurementTerms, SkuDimension } from '@/contract/goods';
import type { RentingGoodsType } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import { useSetCartCount } from '@/lib/api/browser/cart-count';
import { useRentingSwitch } from '@/lib/api/browser/overdue-bills';
import { OverdueBillsNotice } from '@/components/bills/OverdueBillsNotice';
import { notifier } from '@/lib/http/notifier';
import { NETWORK_ERROR_TEXT, WITHHOLDING_AGREEMENT_TEXT } from '@/lib/http/messages';
import { readSessionMarker } from '@/lib/session/client';
import { loginUrlFor } from '@/lib/session/redirect';
import { sessionAtom, sessionRestoredAtom } from '@/lib/session/state';
import {
  chooseValue,
  clampQuantity,
  dimensionsDistinguish,
  initialChoice,
  isValueAvailable,
  nearestPlan,
  priceSummary,
  rateLabel,
  requestedChoice,
  skuDimensions,
  type RentalChoice,
} from '@/lib/goods/rental-choice';
import styles from './RentalPicker.module.css';

export type RentalPickerProps = {
  /** The goods whose options are read again before renting. */
  goodsId: number;
  /** The options as the page was rendered (cached with it). */
  skus: GoodsSku[];
  /** Procurement pages: the quantity to start from and the bulk tiers. */
  procurement?: Pick<ProcurementTerms, 'minQuantity' | 'tiers'>;
  /** Set on the merchant's preview: everything is shown, nothing can be rented. */
  disabledReason?: string;
  /** `procurement`: goods offered only in the procurement zone, which judgeSwitch opens to verified companies alone. */
  goodsType?: RentingGoodsType;
};

export const CHOICE_WITHDRAWN = '该配置或租期已不可选，请重新选择';
export const stockLeft = (stock: number) => (stock > 0 ? `库存不足，该配置当前仅剩 ${stock} 台` : '该配置已租完，请选择其他配置');

const noSubscription = () => () => {};
const addressSearch = () => window.location.search;
const noSearchOnServer = () => '';

export function RentalPicker({ goodsId, skus: pageSkus, procurement, disabledReason, goodsType = 'normal' }: RentalPickerProps) {
  const groupId = useId();
  const router = useRouter();
  const session = useAtomValue(sessionAtom);
  const restored = useAtomValue(sessionRestoredAtom);
  const setCartCount = useSetCartCount();
  // A logged-in customer with an overdue bill is told before choosing, not at checkout.
  // And one who may not rent these goods (the procurement zone's gate) is told why, with the buttons off.
  const judged = useRentingSwitch(goodsType);
  const overdue = judged?.overdue ?? null;
  const refused = judged && !judged.allowed && !overdue ? (judged.reason ?? undefined) : undefined;
  // The server (and hydration) see no query; the browser's first render after that sees the real one.
  const search = useSyncExternalStore(noSubscription, addressSearch, noSearchOnServer);
  const defaultQuantity = procurement?.minQuantity ?? 1;
  // The page's options are as cached with the page (up to a minute old); renting reads them again.
  const [liveSkus, setLiveSkus] = useState<GoodsSku[] | null>(null);
  const skus = liveSkus ?? pageSkus;
  const fromAddress = useMemo(() => initialChoice(skus, requestedChoice(search), defaultQuantity), [skus, search, defaultQuantity]);
  const [picked, setPicked] = useState<RentalChoice | null>(null);
  const [adding, setAdding] = useState(false);
  // Only an emptied quantity field is held as text, so the visitor can type a new number into it.
  const [quantityCleared, setQuantityCleared] = useState(false);

  const dimensions = useMemo(() => skuDimensions(skus), [skus]);
  const byName = skus.length > 1 && !dimensionsDistinguish(skus, dimensions);

  const choice = picked ?? fromAddress;
  const sku = choice ? skus.find((candidate) => candidate.id === choice.skuId) : undefined;
  const plan = sku && choice ? nearestPlan(sku, choice.termMonths) : undefined;
  if (!choice || !sku || !plan) {
    return (
      <div className={styles.picker}>
        <p className={styles.unavailable} role="status">
          该商品暂无可租赁的配置
        </p>
      </div>
    );
  }

  const summary = priceSummary(sku, plan, choice.quantity, procurement?.tiers);
  const outOfStock = sku.stock <= 0;
  const blocked = outOfStock || disabledReason !== undefined || refused !== undefined || adding;

  const switchTo = (next: GoodsSku | undefined) => {
    if (!next) return;
    const nextPlan = nearestPlan(next, plan.termMonths);
    if (!nextPlan) return;
    setPicked({ skuId: next.id, termMonths: nextPlan.termMonths, quantity: clampQuantity(choice.quantity, next.stock) });
  };
  const pickValue = (key: SkuDimension, value: string) => switchTo(chooseValue(skus, dimensions, sku, key, value));
  const setQuantity = (quantity: number) => {
    setQuantityCleared(false);
    setPicked({ ...choice, termMonths: plan.termMonths, quantity: clampQuantity(quantity, sku.stock) });
  };

  // Asked on click, never while rendering: the server has no cookies to read. Until the session
  // state is restored, the readable session marker says whether there is a login.
  const loggedIn = () => (restored ? Boolean(session.token) : Boolean(readSessionMarker()));

  /** This page's address with the choice in it, so that the login page brings the visitor back to it. */
  const returnPath = () => {
    const url = new URL(window.location.href);
    url.searchParams.set('skuId', String(sku.id));
    url.searchParams.set('term', String(plan.termMonths));
    url.searchParams.set('quantity', String(choice.quantity));
    return `${url.pathname}${url.search}`;
  };

  /**
   * The cart client (and the HTTP client under it) loads on the first click: a visitor who only
   * reads the page never downloads it. With it, the options are read again (`GET
   * /api/wGoodsItem/option`): a choice sold out or withdrawn since the page was cached is said here,
   * and the picker shows the options as they are now. Null: do not go on (the reason has been shown).
   */
  const checkedCart = async () => {
    const cart = await import('@/lib/api/browser/cart').catch(() => null);
    if (!cart) {
      notifier().error(NETWORK_ERROR_TEXT);
      return null;
    }
    const live = await cart.cartApi.liveOptions(goodsId).catch(() => null);
    if (!live) return null;
    const now = live.skus.find((candidate) => candidate.id === sku.id);
    // A configuration still offered stays chosen (marked 缺货 if so); a withdrawn one gives way to the first that is.
    if (now) setPicked(choice);
    setLiveSkus(live.skus);
    const problem = !now || !now.plans.some((candidate) => candidate.termMonths === plan.termMonths) ? CHOICE_WITHDRAWN : now.stock < choice.quantity ? stockLeft(now.stock) : null;
    if (problem) {
      notifier().warning(problem);
      return null;
    }
    return cart;
  };

  const addToCart = async () => {
    if (!loggedIn()) return router.push(loginUrlFor(returnPath()));
    setAdding(true);
    const cart = await checkedCart();
    if (!cart) {
      setAdding(false);
      return;
    }
    try {
      const added = await cart.cartApi.add({ skuId: sku.id, termMonths: plan.termMonths, quantity: choice.quantity });
      notifier().success('已加入购物车');
      setCartCount(added.carShuLian);
    } catch {
      // The HTTP client has already shown why; the visitor may try again.
    } finally {
      setAdding(false);
    }
  };

  const rentNow = async () => {
    if (!loggedIn()) return router.push(loginUrlFor(returnPath()));
    setAdding(true);
    const cart = await checkedCart();
    setAdding(false);
    if (!cart) return;
    const query = new URLSearchParams({ skuId: String(sku.id), termMonths: String(plan.termMonths), quantity: String(choice.quantity) });
    router.push(`/order?${query.toString()}`);
  };

  return (
    <form className={styles.picker} aria-label="选择租赁方案" onSubmit={(event) => event.preventDefault()}>
      {byName ? (
        <fieldset className={styles.group}>
          <legend>配置</legend>
          <div className={styles.options}>
            {skus.map((candidate) => (
              <label key={candidate.id} className={styles.option}>
                <input type="radio" name={`${groupId}-sku`} checked={candidate.id === sku.id} onChange={() => switchTo(candidate)} />
                <span>{candidate.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        dimensions.map((dimension) => (
          <fieldset key={dimension.key} className={styles.group}>
            <legend>{dimension.label}</legend>
            <div className={styles.options}>
              {dimension.values.map((value) => (
                <label key={value} className={styles.option}>
                  <input
                    type="radio"
                    name={`${groupId}-${dimension.key}`}
                    value={value}
                    checked={sku[dimension.key] === value}
                    disabled={!isValueAvailable(skus, dimensions, sku, dimension.key, value)}
                    onChange={() => pickValue(dimension.key, value)}
                  />
                  <span>{value}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))
      )}
      {byName ? null : (
        <p className={styles.chosen}>
          <span className={styles.fieldName}>已选配置</span>
          {sku.name}
        </p>
      )}

      <fieldset className={styles.group}>
        <legend>租期</legend>
        <div className={styles.options}>
          {sku.plans.map((candidate) => (
            <label key={candidate.termMonths} className={`${styles.option} ${styles.term}`}>
              <input
                type="radio"
                name={`${groupId}-term`}
                value={candidate.termMonths}
                checked={candidate.termMonths === plan.termMonths}
                onChange={() => setPicked({ ...choice, termMonths: candidate.termMonths })}
              />
              <span>
                {candidate.termMonths}个月
                <small>{formatFen(candidate.monthlyRent)}/月</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.quantityRow}>
        <label htmlFor={`${groupId}-quantity`} className={styles.fieldName}>
          数量
        </label>
        <div className={styles.stepper}>
          <button type="button" aria-label="减少数量" onClick={() => setQuantity(choice.quantity - 1)} disabled={outOfStock || choice.quantity <= 1}>
            −
          </button>
          <input
            id={`${groupId}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(sku.stock, 1)}
            value={quantityCleared ? '' : choice.quantity}
            disabled={outOfStock}
            onChange={(event) => {
              setQuantityCleared(event.target.value === '');
              if (event.target.value !== '') setQuantity(Number(event.target.value));
            }}
            onBlur={() => setQuantityCleared(false)}
          />
          <button type="button" aria-label="增加数量" onClick={() => setQuantity(choice.quantity + 1)} disabled={outOfStock || choice.quantity >= sku.stock}>
            +
          </button>
        </div>
        {outOfStock ? <span className={styles.soldOut}>缺货</span> : <span className={styles.stock}>库存 {sku.stock} 台</span>}
        {procurement ? <span className={styles.hint}>企业采购 {procurement.minQuantity} 台起订</span> : null}
      </div>

      <section className={styles.summary} aria-label="费用明细">
        <p className={styles.headline} aria-live="polite">
          <span className={styles.fieldName}>月租金</span>
          <strong data-testid="monthly-rent">{formatFen(summary.monthlyRent)}</strong>
          <span className={styles.per}>{summary.quantity > 1 ? `（${formatFen(summary.unitMonthlyRent)} × ${summary.quantity} 台）` : '/月'}</span>
          {summary.tierRate !== null ? (
            <span className={styles.tier}>
              批量 {rateLabel(summary.tierRate)}，原 <s>{formatFen(summary.listUnitMonthlyRent)}</s>/台/月
            </span>
          ) : null}
        </p>
        <dl className={styles.lines}>
          <div>
            <dt>押金</dt>
            <dd>{formatFen(summary.deposit)}</dd>
          </div>
          <div>
            <dt>租期总租金</dt>
            <dd data-testid="total-rent">{formatFen(summary.totalRent)}</dd>
          </div>
          <div>
            <dt>到期买断价</dt>
            <dd>{formatFen(summary.buyoutPrice)}</dd>
          </div>
          <div className={styles.first}>
            <dt>首期应付</dt>
            <dd>{formatFen(summary.firstPayment)}</dd>
          </div>
        </dl>
        <p className={styles.note}>首期应付 = 首月租金 + 押金；运费与优惠券在提交订单时计算，租期 {summary.termMonths} 个月。</p>
      </section>

      {disabledReason || refused ? (
        <p className={styles.disabledReason}>
          {disabledReason ?? refused}
          {/* A 个人转对公账户 without automatic payment: the way to sign it (docs/product-rules.md#withholding). */}
          {!disabledReason && refused === WITHHOLDING_AGREEMENT_TEXT ? (
            <a className={styles.reasonLink} href="/myAccount#withholding">
              去开通自动扣款
            </a>
          ) : null}
        </p>
      ) : overdue ? (
        <OverdueBillsNotice overdue={overdue} />
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.cart} onClick={addToCart} disabled={blocked}>
          {adding ? '正在加入…' : '加入购物车'}
        </button>
        <button type="button" className={styles.rent} onClick={() => void rentNow()} disabled={blocked}>
          立即租赁
        </button>
      </div>
    </form>
  );
}
