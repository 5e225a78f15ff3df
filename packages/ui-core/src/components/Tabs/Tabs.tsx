import type { ReactNode, Ref } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Controlled selected tab id. */
  selected?: string;
  defaultSelected?: string;
  onSelectedChange?: (id: string) => void;
  'aria-label'?: string;
  /** The tabs' root element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
`;

const List = styled(TabList)`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
`;

const TabButton = styled(Tab)`
  padding: 6px 14px;
  cursor: pointer;
  outline: none;
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  &[data-selected] {
    color: ${({ theme }) => theme.palette.primary};
    border-bottom-color: ${({ theme }) => theme.palette.primary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Panel = styled(TabPanel)`
  padding: 12px 0;
  outline: none;
`;

/** Tabs with arrow-key navigation (the column dialog's display and export config). */
export function Tabs({ items, selected, defaultSelected, onSelectedChange, ref, ...aria }: TabsProps) {
  return (
    <Root
      ref={ref}
      selectedKey={selected}
      defaultSelectedKey={defaultSelected ?? items[0]?.id}
      onSelectionChange={(key: Key) => onSelectedChange?.(String(key))}
      disabledKeys={items.filter((i) => i.disabled).map((i) => i.id)}
    >
      <List {...aria}>
        {items.map((item) => (
          <TabButton key={item.id} id={item.id}>{item.title}</TabButton>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.id} id={item.id}>{item.content}</Panel>
      ))}
    </Root>
  );
}
