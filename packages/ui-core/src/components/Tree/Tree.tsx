import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, Tree as AriaTree, TreeItem, TreeItemContent, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface TreeNode {
  id: string;
  label: string;
  children?: TreeNode[];
}

export interface TreeProps {
  items: readonly TreeNode[];
  'aria-label': string;
  /** A leaf or branch chosen (Enter or click): the menu opens its screen. */
  onAction?: (id: string) => void;
  defaultExpanded?: readonly string[];
  /** The current screen's node, shown as selected. */
  selected?: string;
  /** The tree's element. */
  ref?: Ref<HTMLDivElement>;
}

const Root = styled(AriaTree)`
  outline: none;
  font-size: ${({ theme }) => theme.typography.fontSize}px;
` as typeof AriaTree;

const Item = styled(TreeItem)`
  outline: none;
  cursor: pointer;
  .row {
    display: flex;
    align-items: center;
    gap: 4px;
    height: 30px;
    padding-inline-start: calc((var(--tree-item-level) - 1) * 16px + 4px);
    border-radius: ${({ theme }) => theme.radius}px;
  }
  &[data-focus-visible] > .row,
  &[data-focus-visible] .row {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
  &[data-hovered] .row {
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  &[data-selected] .row {
    color: ${({ theme }) => theme.palette.primary};
    font-weight: 600;
  }
` as typeof TreeItem;

const Chevron = styled(AriaButton)`
  width: 20px;
  height: 20px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  cursor: pointer;
  padding: 0;
`;

const Spacer = styled.span`
  width: 20px;
`;

function renderNode(node: TreeNode, labels: { expand: string; collapse: string }): ReactNode {
  return (
    <Item key={node.id} id={node.id} textValue={node.label}>
      <TreeItemContent>
        {({ hasChildItems, isExpanded }) => (
          <div className="row">
            {hasChildItems ? (
              <Chevron slot="chevron" aria-label={isExpanded ? labels.collapse : labels.expand}>{isExpanded ? '▾' : '▸'}</Chevron>
            ) : (
              <Spacer />
            )}
            <span>{node.label}</span>
          </div>
        )}
      </TreeItemContent>
      {node.children?.map((child) => renderNode(child, labels))}
    </Item>
  );
}

/**
 * A tree (the app's menu): arrow keys move, → / ← expand and collapse, Enter chooses.
 */
export function Tree({ items, onAction, defaultExpanded, selected, ref, ...aria }: TreeProps) {
  const { t } = useTranslation('core');
  const labels = { expand: t('tree.expand'), collapse: t('tree.collapse') };
  return (
    <Root
      {...aria}
      ref={ref}
      defaultExpandedKeys={defaultExpanded}
      selectionMode={selected === undefined ? 'none' : 'single'}
      selectedKeys={selected === undefined ? undefined : [selected]}
      onAction={(key: Key) => onAction?.(String(key))}
    >
      {items.map((node) => renderNode(node, labels))}
    </Root>
  );
}
