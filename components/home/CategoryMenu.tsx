import { Link } from '@/components/ui/Link';
import type { CategoryNode } from '@/contract/goods';
import styles from './CategoryMenu.module.css';

/** 全部分类 beside the slides: each top category with its sub-categories as links into /list. */
export function CategoryMenu({ categories }: { categories: CategoryNode[] }) {
  return (
    <nav aria-labelledby="home-categories" className={styles.menu}>
      <h2 id="home-categories">全部分类</h2>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={`/list?categoryId=${category.id}`} className={styles.top}>
              {category.name}
            </Link>
            {category.children.length > 0 ? (
              <span className={styles.children}>
                {category.children.slice(0, 3).map((child) => (
                  <Link key={child.id} href={`/list?categoryId=${child.id}`}>
                    {child.name}
                  </Link>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
