import { Link } from '@/components/ui/Link';
import type { CategoryNode } from '@/contract/goods';

/** The top-level categories as links into the goods list; the page styles the list. */
export function CategoryLinks({ categories, className }: { categories: CategoryNode[]; className?: string }) {
  return (
    <ul className={className}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={`/list?categoryId=${category.id}`}>{category.name}</Link>
        </li>
      ))}
    </ul>
  );
}
