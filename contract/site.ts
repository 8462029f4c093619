/** Facts about the shop that pages, metadata and the top bar share (docs/storefront.md#constants). */
export const SITE = {
  name: '云租电脑',
  titleSuffix: '一站式电脑租赁平台',
  hotline: '400-6050-766',
  description: '云租电脑：面向企业与个人的一站式电脑租赁平台，笔记本、台式机、工作站、显示器按月租用，灵活租期，到期可续租、归还或买断。',
} as const;

/** The title pattern "<route title> - 一站式电脑租赁平台" (docs/storefront.md#page-titles). */
export const TITLE_TEMPLATE = `%s - ${SITE.titleSuffix}`;
