/**
 * Signing an order's lease contract (docs/product-rules.md#contracts). The renting customer signs
 * while the order waits for its review or its shipment (1, 2), after reading the text: the request
 * names the hash of the terms read (refused when the text changed since) and an SMS code of purpose
 * 8 sent to the account's own phone. In one transaction, with the order row locked: the code used
 * up, the PDF drawn with the signing record (time, the client address, the masked phone) and kept
 * with its SHA-256. A second signing is refused: a signed contract never changes.
 *
 * `signOnBehalf` is the test door's and the demo's: the development route that ships an order and
 * the demo history sign for the customer (method `onBehalf`, said so in the document) as they stock
 * devices for the merchant.
 */
import { and, eq } from 'drizzle-orm';
import { SMS_PURPOSE } from '@/contract/auth';
import { maskedPhone } from '@/contract/format';
import { CONTRACT_MESSAGES, type ContractCodeSent, type ContractSignBody, type DocumentSignature, type SignatureMethod } from '@/contract/orderDocuments';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import type { Db, Executor } from '../../db/client';
import { rentalOrders } from '../../db/schema';
import type { SmsSender } from '../../providers/sms';
import type { CustomerAccount } from '../customers/accounts';
import { checkSmsCode, claimSmsCode, issueSmsCode, SMS_CODE_TTL_MS, SMS_COOLDOWN_MS } from '../customers/smsCodes';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { keepDocument, leaseOf, newDocumentNo, type KeptDocument } from './kept';
import { leaseFactsOf, type LeaseFacts, type LeaseOrder } from './leaseFacts';
import { leaseTermsHash, leaseText } from './leaseText';

/** Paid and not yet shipped: the contract is signed before the devices leave. */
const SIGNABLE: readonly OrderStatus[] = [ORDER_STATUS.pendingReview, ORDER_STATUS.awaitingShipment];

/** Why the contract cannot be signed now, or null. */
export function signingRefusal(order: { status: number }, signed: boolean): string | null {
  if (signed) return CONTRACT_MESSAGES.alreadySigned;
  if (!SIGNABLE.includes(order.status as OrderStatus)) return CONTRACT_MESSAGES.notSignable(ORDER_STATUS_NAMES[order.status as OrderStatus]);
  return null;
}

/** The caller's order by number; another customer's is 404 like an unknown one. */
export async function renterOrder(db: Executor, customerId: number, orderNo: string, lock = false): Promise<LeaseOrder> {
  const query = db
    .select()
    .from(rentalOrders)
    .where(and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound();
  return order;
}

/** `POST /api/wOrder/contract/code`: a signing code to the renting account's own phone, while the contract may be signed. */
export async function sendSigningCode(db: Db, sms: SmsSender, customer: CustomerAccount, orderNo: string, clientAddress: string, now: Date): Promise<ContractCodeSent> {
  const order = await renterOrder(db, customer.id, orderNo);
  const refusal = signingRefusal(order, (await leaseOf(db, order.id)) !== undefined);
  if (refusal) throw new Refusal(refusal);
  await issueSmsCode(db, sms, { phone: customer.phone, purpose: SMS_PURPOSE.contractSigning, clientAddress, now });
  return { phone: maskedPhone(customer.phone), expiresInSeconds: SMS_CODE_TTL_MS / 1000, resendInSeconds: SMS_COOLDOWN_MS / 1000 };
}

function renterSignature(facts: LeaseFacts, method: SignatureMethod, signedFrom: string | null, now: Date): DocumentSignature {
  return { role: '承租方', name: facts.customer.name, phone: maskedPhone(facts.customer.phone), method, signedAt: formatShanghai(now), signedFrom };
}

/** Draws and keeps the signed contract in the caller's transaction; null when the order already keeps one. */
function keepLease(tx: Executor, facts: LeaseFacts, signature: DocumentSignature, now: Date): Promise<KeptDocument | null> {
  const documentNo = newDocumentNo('lease', now);
  return keepDocument(tx, { documentNo, orderId: facts.order.id, kind: 'lease', basedOn: null, text: leaseText(facts, documentNo, [signature]), signatures: [signature] }, now);
}

/** `POST /api/wOrder/contract/sign`: the contract signed with the SMS code, from `signedFrom`. */
export async function signLeaseContract(db: Db, customer: CustomerAccount, input: ContractSignBody, signedFrom: string | null, now: Date): Promise<KeptDocument> {
  const order = await renterOrder(db, customer.id, input.orderNo);
  const refusal = signingRefusal(order, (await leaseOf(db, order.id)) !== undefined);
  if (refusal) throw new Refusal(refusal);
  const facts = await leaseFactsOf(db, order);
  if (leaseTermsHash(facts) !== input.contentHash) throw new Refusal(CONTRACT_MESSAGES.changed);
  // Outside the transaction: a wrong try is counted even though the request is refused.
  const codeId = await checkSmsCode(db, { phone: customer.phone, purpose: SMS_PURPOSE.contractSigning, code: input.code, now });
  return db.transaction(async (tx) => {
    const locked = await renterOrder(tx, customer.id, input.orderNo, true);
    const again = signingRefusal(locked, (await leaseOf(tx, locked.id)) !== undefined);
    if (again) throw new Refusal(again);
    await claimSmsCode(tx, codeId, now);
    const kept = await keepLease(tx, { ...facts, order: locked }, renterSignature(facts, 'smsCode', signedFrom, now), now);
    if (!kept) throw new Refusal(CONTRACT_MESSAGES.alreadySigned);
    return kept;
  });
}

/**
 * The lease signed for the customer by the development door and the demo (method `onBehalf`), in
 * the caller's transaction, unless it is signed already. Answers the contract kept.
 */
export async function signOnBehalf(tx: Executor, orderId: number, now: Date): Promise<KeptDocument> {
  const signed = await leaseOf(tx, orderId);
  if (signed) return signed;
  const [order] = await tx.select().from(rentalOrders).where(eq(rentalOrders.id, orderId));
  if (!order) throw notFound();
  const facts = await leaseFactsOf(tx, order);
  const kept = await keepLease(tx, facts, renterSignature(facts, 'onBehalf', order.clientIp, now), now);
  if (!kept) throw new Error(`order ${orderId}: a lease appeared while signing on behalf`);
  return kept;
}

/** The signed contract shipping needs, or the refusal the merchant reads. */
export async function signedLeaseForShipping(tx: Executor, orderId: number): Promise<KeptDocument> {
  const lease = await leaseOf(tx, orderId);
  if (!lease) throw new Refusal(CONTRACT_MESSAGES.unsignedShip);
  return lease;
}
