/**
 * The texts of docs/product-rules.md#error-messages, word for word. Nothing else in the storefront spells them:
 * errors.ts picks one for each answer, present.ts shows it.
 */
import { WITHHOLDING_REQUIRED } from '@/contract/withholdingRequired';

/** Default text per answer code, used when the server's msg is empty. */
export const CODE_DEFAULT_TEXT: Readonly<Record<number, string>> = {
  401: '认证失败，无法访问系统资源',
  403: '当前操作没有权限',
  404: '访问资源不存在',
};
export const UNKNOWN_ERROR_TEXT = '系统未知错误，请反馈给管理员';

export const SESSION_EXPIRED_PROMPT = {
  title: '系统提示',
  message: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  confirmText: '重新登录',
  cancelText: '取消',
} as const;
/** What a call rejected for an expired session says. */
export const SESSION_INVALID_TEXT = '无效的会话，或者会话已过期，请重新登录。';

export const NETWORK_ERROR_TEXT = '后端接口连接异常';
export const TIMEOUT_TEXT = '系统接口请求超时';
export function httpStatusText(status: number): string {
  return `系统接口${status}异常`;
}

export const DUPLICATE_SUBMIT_TEXT = '数据正在处理，请勿重复提交';
/** Shown when a call was cancelled by the page itself (never shown to the user in practice). */
export const ABORTED_TEXT = '请求已取消';

/**
 * The server's refusal text that the shop replaces with an explanation (docs/product-rules.md#error-messages):
 * a 个人转对公账户 without an automatic-payment agreement (contract/withholding.ts WITHHOLDING_REQUIRED).
 */
export const EMERGENCY_CONTACT_REFUSAL = WITHHOLDING_REQUIRED.refusal;
export const WITHHOLDING_AGREEMENT_TEXT = '您的账户为个人转对公账户，需先签署代扣协议：请在“个人中心”开通自动扣款（账户余额或在线支付签约），签约生效后即可继续下单。';
/** A refusal's text as the shop shows it: 请填写紧急联系人 explained, any other as sent (a refused call, or judgeSwitch's reason). */
export const explainRefusal = (text: string): string => (text === EMERGENCY_CONTACT_REFUSAL ? WITHHOLDING_AGREEMENT_TEXT : text);

export const DOWNLOAD_NOTICE_TEXT = '生成数据时间较长，过程中可切换页面····';
export const DOWNLOAD_FAILED_TEXT = '下载文件出现错误，请联系管理员！';

/** Navigation messages (docs/storefront.md#session-guard). */
export const DUPLICATE_LOGIN_TEXT = '重复登录，已清除登录信息';
export const MISSING_USER_INFO_TEXT = '未获取到用户信息，请登录';
/** The phone-info lookup without a parameter (docs/product-rules.md#error-messages). */
export const PHONE_LOOKUP_EMPTY_TEXT = '未获取到信息';
/** The back-office menu came back empty (docs/storefront.md#console-menu). */
export const MENU_MISSING_TEXT = '对不起您菜单权限不足，请联系管理员';
