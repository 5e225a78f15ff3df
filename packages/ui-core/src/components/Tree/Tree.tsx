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

/**
 * The tree's whole look in one stylesheet on its root: its rows (react-aria's TreeItem, class
 * react-aria-TreeItem), chevrons and spacers are plain elements. Styled wrappers around each row
 * made styled-components compute their CSS again on every row's render — and react-aria renders
 * every visible row again on a press or a focus move in the tree (some 2 ms a row of the app's
 * menu, issue 20's route-change figure).
 */
const Root = styled(AriaTree)`
  outline: none;
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  .react-aria-TreeItem {
    outline: none;
    cursor: pointer;
  }
  .row {
    display: flex;
    align-items: center;
    gap: 4px;
    height: 30px;
    padding-inline-start: calc((var(--tree-item-level) - 1) * 16px + 4px);
    border-radius: ${({ theme }) => theme.radius}px;
  }
  .react-aria-TreeItem[data-focus-visible] .row {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
  .react-aria-TreeItem[data-hovered] .row {
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  .react-aria-TreeItem[data-selected] .row {
    color: ${({ theme }) => theme.palette.primary};
    font-weight: 600;
  }
  .chevron {
    width: 20px;
    height: 20px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.palette.textMuted};
    cursor: pointer;
    padding: 0;
  }
  .spacer {
    width: 20px;
  }
` as typeof AriaTree;

function renderNode(node: TreeNode, labels: { expand: string; collapse: string }): ReactNode {
  return (
    <TreeItem key={node.id} id={node.id} textValue={node.label}>
      <TreeItemContent>
        {({ hasChildItems, isExpanded }) => (
          <div className="row">
            {hasChildItems ? (
              <AriaButton className="chevron" slot="chevron" aria-label={isExpanded ? labels.collapse : labels.expand}>{isExpanded ? '▾' : '▸'}</AriaButton>
            ) : (
              <span className="spacer" />
            )}
            <span>{node.label}</span>
          </div>
        )}
      </TreeItemContent>
      {node.children?.map((child) => renderNode(child, labels))}
    </TreeItem>
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
