import type { Metadata } from 'next';
import { SITE } from '@/contract/site';
import { getHelpPage, helpDocumentTitle } from './pages';
import type { HelpPath } from './types';

/**
 * The metadata of a help page: the title (the root layout's template adds the site suffix),
 * the description, the canonical path, and an Open Graph article.
 */
export function helpMetadata(path: HelpPath): Metadata {
  const page = getHelpPage(path);
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: path },
    openGraph: {
      type: 'article',
      title: helpDocumentTitle(page),
      description: page.description,
      url: path,
      siteName: SITE.name,
      locale: 'zh_CN',
      ...(page.updated ? { modifiedTime: page.updated } : {}),
    },
  };
}
