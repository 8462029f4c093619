/** An export's file name: the page's name and today in Shanghai, `优惠券_20261124.xlsx`, as the product server names it too. */
import { consoleDateTime } from '../../table/columns';

export const exportFileName = (title: string) => () => `${title}_${consoleDateTime(new Date()).slice(0, 10).replace(/-/g, '')}.xlsx`;
