import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { HEADER_CATEGORIES, categoryLabel, CloseIcon } from '@store/shared';
import { categoryPath } from '../header/category-menu';
import styles from './mobile.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** At 768px and below: categories, Compare, Wishlist, Stores and Contact Us, with a close control. */
export function MobileSidebar({ open, onClose }: Props) {
  const link = (to: string, label: string) => (
    <li key={to}>
      <Link to={to} onClick={onClose}>
        {label}
      </Link>
    </li>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={styles.sidebar} aria-describedby={undefined}>
          <div className={styles.sidebarHead}>
            <Dialog.Title className={styles.sidebarTitle}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label="Categories">
            <h2 className={styles.groupTitle}>Categories</h2>
            <ul className={styles.links}>
              {HEADER_CATEGORIES.map((category) => link(categoryPath(category), categoryLabel(category)))}
            </ul>
          </nav>
          <nav aria-label="More">
            <ul className={styles.links}>
              {link('/compare', 'Compare')}
              {link('/wishlist', 'Wishlist')}
              {link('/store-locator', 'Stores')}
              {link('/contact-us', 'Contact Us')}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
