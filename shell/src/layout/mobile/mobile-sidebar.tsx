import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { HEADER_CATEGORIES, useCategoryLabel, CloseIcon } from '@store/shared';
import { categoryPath } from '../header/category-menu';
import styles from './mobile.module.css';
import { useShellT } from '../../i18n/messages';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** At 768px and below: categories, Compare, Wishlist, Stores and Contact Us, with a close control. */
export function MobileSidebar({ open, onClose }: Props) {
  const t = useShellT();
  const label = useCategoryLabel();
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
            <Dialog.Title className={styles.sidebarTitle}>{t('mobile.menu')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('mobile.closeMenu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t('mobile.categories')}>
            <h2 className={styles.groupTitle}>{t('mobile.categories')}</h2>
            <ul className={styles.links}>{HEADER_CATEGORIES.map((category) => link(categoryPath(category), label(category)))}</ul>
          </nav>
          <nav aria-label={t('mobile.more')}>
            <ul className={styles.links}>
              {link('/compare', t('mobile.compare'))}
              {link('/wishlist', t('mobile.wishlist'))}
              {link('/store-locator', t('mobile.stores'))}
              {link('/contact-us', t('mobile.contactUs'))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
