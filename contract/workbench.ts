/**
 * The back office's workbench (`GET /api/sys/workbench`): what needs doing now, for the caller's
 * shop (an editor) or the whole platform (an admin), and this month's money. Counts are what the
 * matching console page lists with its filter; money is integer fen.
 */

/** One queue: how many wait, and the console page (with its filter) that lists them. */
export type WorkbenchQueue = { count: number; url: string };

export type Workbench = {
  /** `shop`: one merchant's shop; `platform`: an admin's view of every shop. */
  scope: 'shop' | 'platform';
  storeId: number | null;
  storeName: string | null;
  orders: {
    /** 待审核: held by the risk check for a person to decide. */
    toReview: WorkbenchQueue;
    /** 待发货. */
    toShip: WorkbenchQueue;
    /** 归还中: devices on their way back, to receive and inspect. */
    toInspect: WorkbenchQueue;
    /** 已归还: inspected, to complete (the deposit settled once every bill is paid). */
    toComplete: WorkbenchQueue;
  };
  /** Service requests 待受理 or 处理中. */
  serviceRequests: WorkbenchQueue;
  /** Invoice requests 申请中. */
  invoiceRequests: WorkbenchQueue;
  /** Bills unpaid past their due day (through the clock), and their rent. */
  overdueBills: WorkbenchQueue & { amount: number };
  /** The platform's own queues; null for a merchant. */
  platform: {
    companyVerifications: WorkbenchQueue;
    vatQualifications: WorkbenchQueue;
    shopApplications: WorkbenchQueue;
    cooperationApplications: WorkbenchQueue;
  } | null;
  money: {
    /** `YYYY-MM` (Shanghai). */
    month: string;
    /** Rent bills paid this month (their rent; late fees and deposits apart). */
    rentReceived: number;
    /** Cash deposits held now: orders paid and not yet settled (待审核 … 已归还). */
    depositsHeld: number;
  };
};
