// Radix Accordion nested state → area → pincode; each level is its own root so keys stay short.
import * as Accordion from '@radix-ui/react-accordion';
import { countStores, type AreaGroup, type PincodeGroup, type StateGroup } from './filter-stores';
import { useContentT } from '../i18n/messages';
import { StoreCard } from './store-card';
import styles from './store-locator.module.css';

interface StoreAccordionProps {
  groups: StateGroup[];
  /** Open every level, e.g. while a search narrows the list. */
  expanded: boolean;
}

/** `data`: the label is the store list's own (a state or an area), kept as the api gives it. */
function Trigger({ label, count, data = false }: { label: string; count: number; data?: boolean }) {
  const t = useContentT();
  return (
    <Accordion.Trigger className={styles.trigger}>
      <span translate={data ? 'no' : undefined}>{label}</span>
      <span className={styles.count}>{t('storeLocator.stores', { count })}</span>
    </Accordion.Trigger>
  );
}

function PincodeList({ pincodes, expanded }: { pincodes: PincodeGroup[]; expanded: boolean }) {
  const t = useContentT();
  return (
    <Accordion.Root type="multiple" className={styles.level} defaultValue={expanded ? pincodes.map((p) => p.pincode) : []}>
      {pincodes.map(({ pincode, stores }) => (
        <Accordion.Item key={pincode} value={pincode} className={styles.item}>
          <Accordion.Header asChild>
            <h4 className={styles.header}>
              <Trigger label={t('storeLocator.pincode', { pincode })} count={stores.length} />
            </h4>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <div className={styles.storeGrid}>
              {stores.map((store) => (
                <StoreCard key={`${store.name}|${store.address}`} store={store} />
              ))}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function AreaList({ areas, expanded }: { areas: AreaGroup[]; expanded: boolean }) {
  return (
    <Accordion.Root type="multiple" className={styles.level} defaultValue={expanded ? areas.map((a) => a.area) : []}>
      {areas.map(({ area, pincodes }) => (
        <Accordion.Item key={area} value={area} className={styles.item}>
          <Accordion.Header asChild>
            <h3 className={styles.header}>
              <Trigger label={area} count={countStores(pincodes)} data />
            </h3>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <PincodeList pincodes={pincodes} expanded={expanded} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

export function StoreAccordion({ groups, expanded }: StoreAccordionProps) {
  return (
    <Accordion.Root type="multiple" className={styles.accordion} defaultValue={expanded ? groups.map((g) => g.state) : []}>
      {groups.map(({ state, areas }) => (
        <Accordion.Item key={state} value={state} className={`card ${styles.stateItem}`}>
          <Accordion.Header asChild>
            <h2 className={styles.header}>
              <Trigger label={state} count={countStores(areas)} data />
            </h2>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <AreaList areas={areas} expanded={expanded} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
