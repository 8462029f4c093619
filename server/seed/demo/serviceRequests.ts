/**
 * Demo service requests, written through the same domain functions real customers and merchants
 * use (the same checks, timeline, thread and 消息): the demo company has a repair being handled
 * (accepted, with a merchant reply) and a replacement completed; the demo person has a request
 * waiting 待受理. It needs the demo customers' running orders (待收货 or 租赁中, made by the
 * orders' demo data first) and writes nothing for a customer who has none, or who already has
 * service requests, so it may run on every start.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS } from '@/contract/orders';
import { SERVICE_STATUS, type ServiceRequestInput } from '@/contract/serviceRequests';
import { findSysUserById } from '../../domain/console/login';
import { type SysUser } from '../../domain/staff/scope';
import { findCustomerByPhone, type CustomerAccount } from '../../domain/customers/accounts';
import { replyToServiceRequest, setServiceStatus } from '../../domain/service/console';
import { createServiceRequest, followUpServiceRequest } from '../../domain/service/requests';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../domain/shared/clock';
import type { Db } from '../../db/client';
import { rentalOrders, serviceRequests, sysUsers } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';

type RunningOrder = { orderNo: string; storeId: number; since: Date };

/** The customer's orders a request can be made about, newest first, with when the devices reached them (or left the shop). */
async function runningOrders(db: Db, customerId: number): Promise<RunningOrder[]> {
  const rows = await db
    .select({
      orderNo: rentalOrders.orderNo,
      storeId: rentalOrders.storeId,
      rentStartedAt: rentalOrders.rentStartedAt,
      shippedAt: rentalOrders.shippedAt,
      createdAt: rentalOrders.createdAt,
    })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.customerId, customerId), inArray(rentalOrders.status, [ORDER_STATUS.renting, ORDER_STATUS.shipped])))
    .orderBy(desc(rentalOrders.status), desc(rentalOrders.createdAt));
  return rows.map((row) => ({ orderNo: row.orderNo, storeId: row.storeId, since: row.rentStartedAt ?? row.shippedAt ?? row.createdAt }));
}

async function hasRequests(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.customerId, customerId)).limit(1);
  return row !== undefined;
}

/** Who at the back office answers an order: the shop's own staff when the demo has them, else the platform. */
async function handlerOf(db: Db, storeId: number): Promise<SysUser | null> {
  const [merchant] = await db
    .select({ id: sysUsers.id })
    .from(sysUsers)
    .where(and(eq(sysUsers.username, DEMO_ACCOUNTS.merchant.username), eq(sysUsers.storeId, storeId)));
  const [admin] = await db.select({ id: sysUsers.id }).from(sysUsers).where(eq(sysUsers.username, DEMO_ACCOUNTS.admin.username));
  const id = merchant?.id ?? admin?.id;
  return id === undefined ? null : findSysUserById(db, id);
}

/**
 * The moments of a story that starts `ago` before now (never before the devices reached the
 * customer) and whose steps follow at `offsets` after its start: squeezed to end before now
 * when the rental is younger than the story.
 */
function storyTimes(order: RunningOrder, now: Date, ago: number, offsets: readonly number[]): Date[] {
  const start = Math.max(now.getTime() - ago, order.since.getTime() + MINUTE_MS);
  const span = Math.max(...offsets, 0);
  const room = now.getTime() - start;
  const scale = span === 0 || room > span ? 1 : room / (span * 1.1);
  return offsets.map((offset) => new Date(start + Math.floor(offset * scale)));
}

function request(order: RunningOrder, fields: Pick<ServiceRequestInput, 'kind' | 'reason' | 'description'>): ServiceRequestInput {
  return { orderNo: order.orderNo, photoKeys: [], idempotencyKey: `demo-${randomUUID()}`, ...fields };
}

async function companyHistory(db: Db, company: CustomerAccount, orders: RunningOrder[], now: Date): Promise<number> {
  const [repairOrder] = orders;
  const replacementOrder = orders[1] ?? repairOrder;
  if (!repairOrder || !replacementOrder) return 0;

  // A replacement asked for weeks ago, handled and completed.
  const replacementHandler = await handlerOf(db, replacementOrder.storeId);
  const repairHandler = await handlerOf(db, repairOrder.storeId);
  if (!replacementHandler || !repairHandler) return 0;
  const [asked, accepted, answered, followed, completed] = storyTimes(replacementOrder, now, 20 * DAY_MS, [0, 2 * HOUR_MS, 2 * HOUR_MS + 10 * MINUTE_MS, DAY_MS, 3 * DAY_MS]) as [
    Date,
    Date,
    Date,
    Date,
    Date,
  ];
  const replacement = await createServiceRequest(
    db,
    company,
    request(replacementOrder, {
      kind: 'replacement',
      reason: 'hardware_fault',
      description: '财务部一台笔记本开机后风扇狂转，随后自动关机，重装系统后依旧，影响月底结账，希望尽快换机。',
    }),
    asked,
  );
  await setServiceStatus(db, replacementHandler, { serviceNo: replacement.serviceNo, status: SERVICE_STATUS.processing, remark: '已受理，同配置新机今天发出' }, accepted);
  await replyToServiceRequest(
    db,
    replacementHandler,
    { serviceNo: replacement.serviceNo, content: '您好，同配置的新机已通过顺丰发出（运单号 SF1400023456789），收到后请将故障机装箱，顺丰会上门取件，往返运费由平台承担。' },
    answered,
  );
  await followUpServiceRequest(db, company, { serviceNo: replacement.serviceNo, content: '新机已收到，故障机已交顺丰取走，谢谢。' }, followed);
  await setServiceStatus(db, replacementHandler, { serviceNo: replacement.serviceNo, status: SERVICE_STATUS.completed, remark: '故障机已收回检测，换机完成' }, completed);

  // A repair being handled now: accepted, and the merchant has answered.
  const [reported, taken, replied] = storyTimes(repairOrder, now, 2 * DAY_MS, [0, HOUR_MS, HOUR_MS + 20 * MINUTE_MS]) as [Date, Date, Date];
  const repair = await createServiceRequest(
    db,
    company,
    request(repairOrder, { kind: 'repair', reason: 'keyboard_touchpad', description: '设计部一台笔记本的触控板间歇性失灵，外接鼠标正常，已重启和更新驱动，问题仍在。' }),
    reported,
  );
  await setServiceStatus(db, repairHandler, { serviceNo: repair.serviceNo, status: SERVICE_STATUS.processing, remark: '' }, taken);
  await replyToServiceRequest(
    db,
    repairHandler,
    { serviceNo: repair.serviceNo, content: '您好，工程师远程排查后判断为触控板排线松动，已安排明天上午顺丰上门取件寄修，3 个工作日内修复寄回；期间如需备用机请在此留言。' },
    replied,
  );
  return 2;
}

async function personHistory(db: Db, person: CustomerAccount, orders: RunningOrder[], now: Date): Promise<number> {
  const [order] = orders;
  if (!order) return 0;
  await createServiceRequest(
    db,
    person,
    request(order, { kind: 'repair', reason: 'battery_charging', description: '电池续航明显变短，充满电只能用一个多小时，插电使用时偶尔提示“未在充电”。' }),
    storyTimes(order, now, 3 * HOUR_MS, [0])[0] ?? now,
  );
  return 1;
}

/** Writes the demo customers' service requests; answers how many it made (0 when there was nothing to do). */
export async function seedServiceRequestDemo(db: Db, now: Date): Promise<number> {
  let made = 0;
  const company = await findCustomerByPhone(db, DEMO_ACCOUNTS.company.phone);
  if (company && !(await hasRequests(db, company.id))) made += await companyHistory(db, company, await runningOrders(db, company.id), now);
  const person = await findCustomerByPhone(db, DEMO_ACCOUNTS.personal.phone);
  if (person && !(await hasRequests(db, person.id))) made += await personHistory(db, person, await runningOrders(db, person.id), now);
  return made;
}
