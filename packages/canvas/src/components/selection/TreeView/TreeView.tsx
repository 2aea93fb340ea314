import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { RichTreeView } from "@mui/x-tree-view/RichTreeView";
import type { TreeItemProps } from "@mui/x-tree-view/TreeItem";
import { TOOLTIP_HOVER_DELAY_MS } from "@storyframe/core";
import { type MouseEvent, useEffect, useId, useMemo, useState } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { useDebouncedValue } from "../../shared/useDebouncedValue";
import { isMaxReached, maxSelectionMessage } from "../shared/maxSelection";
import { asValueList, valuesEqual } from "../shared/optionValue";
import { NO_OPTIONS_TEXT } from "../shared/selectionTexts";
import type { TreeViewProps } from "./TreeView.meta";
import { groupAsDiv, TreeItemDiv, TreeRoot } from "./treeMarkup";
import {
  buildTreeModel,
  expandedByFlags,
  flaggedSelection,
  idsOfValues,
  initialExpandedIds,
  inTreeOrder,
  isSelectableNode,
  MAX_SEARCH_LEAVES,
  searchTree,
  type TreeItemModel,
  withAncestorsExpanded,
} from "./treeModel";
import { useStableByContent } from "./useStableByContent";

/** Tree search waits this long after the last key (canvas-components §9). */
export const SEARCH_DEBOUNCE_MS = 500;

const isUnset = (stored: unknown) => stored === undefined || stored === null;

/**
 * A tree to pick one node or several from (canvas-components §3–§5, §9). The selection lives in the parameter
 * (a value, or an array of values with `multiple`); while the parameter is empty the nodes flagged isSelected
 * are selected, and written to it. The nodes flagged isExpanded, and the parents of selected nodes, start open.
 */
export default function TreeView({
  parameter,
  nodes,
  multiple,
  maxSelectionCount,
  searchable,
  label,
  maxHeight,
  onChange,
}: TreeViewProps) {
  // A template builds a new nodes array on every render: the tree is rebuilt only when their content changes.
  const stableNodes = useStableByContent(nodes);
  const model = useMemo(() => buildTreeModel(stableNodes), [stableNodes]);
  const flagged = useMemo(() => flaggedSelection(model), [model]);
  const [stored, setStored] = useBoundParameter<unknown>(parameter, undefined);
  const [changedByUser, setChangedByUser] = useState(false);
  const callbackApi = useCallbackApi();
  const blockedMessageId = useId();

  const fromFlags = isUnset(stored) && !changedByUser;
  const listed = fromFlags ? flagged : asValueList(stored);
  const selectedValues = multiple ? listed : listed.slice(0, 1);
  const selectedIds = idsOfValues(model, selectedValues);
  const selectedKey = selectedIds.join(" ");

  // The flagged selection is the parameter's value until someone changes it: write it, so data sources see it.
  const flaggedValue = multiple ? flagged : (flagged[0] ?? null);
  useEffect(() => {
    if (parameter !== undefined && fromFlags && flagged.length > 0) setStored(flaggedValue);
  }, [parameter, fromFlags, flagged, flaggedValue, setStored]);

  // Expansion: the flags and the parents of the selection; a selection changed elsewhere opens its parents.
  const [expanded, setExpanded] = useState(() => initialExpandedIds(model, selectedIds));
  const [expansionSource, setExpansionSource] = useState({ model, selectedKey });
  if (expansionSource.model !== model || expansionSource.selectedKey !== selectedKey) {
    setExpansionSource({ model, selectedKey });
    const kept = expansionSource.model === model ? expanded : expandedByFlags(model);
    setExpanded(withAncestorsExpanded(model, kept, selectedIds));
  }

  // Search: narrowed to the matches 500 ms after the last key, every match shown open.
  const [query, setQuery] = useState("");
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS).trim();
  const search = useMemo(
    () => (settledQuery === "" ? null : searchTree(model.roots, settledQuery, MAX_SEARCH_LEAVES)),
    [model, settledQuery],
  );
  const [searchExpansion, setSearchExpansion] = useState({ search, ids: search?.expandedIds ?? [] });
  if (searchExpansion.search !== search) setSearchExpansion({ search, ids: search?.expandedIds ?? [] });
  const shownRoots = search?.roots ?? model.roots;
  const shownExpanded = search === null ? expanded : searchExpansion.ids;
  const setShownExpanded = (ids: string[]) =>
    search === null ? setExpanded(ids) : setSearchExpansion({ search, ids });

  const selectedSet = new Set(selectedIds);
  const maxReached = multiple && isMaxReached(selectedIds.length, maxSelectionCount);
  const isBlocked = (item: TreeItemModel) => maxReached && isSelectableNode(item) && !selectedSet.has(item.id);

  const commit = (ids: readonly string[]) => {
    const values = inTreeOrder(model, ids).flatMap((id) => {
      const item = model.items.get(id);
      return item !== undefined && isSelectableNode(item) ? [item.value] : [];
    });
    const grows = values.length > selectedValues.length;
    if (multiple && grows && maxSelectionCount !== undefined && values.length > maxSelectionCount) return;
    const newValue = multiple ? values : (values[0] ?? null);
    const oldValue = multiple ? selectedValues : (selectedValues[0] ?? null);
    if (valuesEqual(newValue, oldValue)) return;
    setChangedByUser(true);
    setStored(newValue);
    callSafely(onChange, "TreeView onChange", newValue, oldValue, callbackApi());
  };

  // With checkboxes the tree selects only through the box; a click on a leaf's label toggles it too.
  const toggleLeafOnClick = (event: MouseEvent, itemId: string) => {
    const item = model.items.get(itemId);
    const onCheckbox = event.target instanceof Element && event.target.closest(".MuiTreeItem-checkbox") !== null;
    if (!multiple || onCheckbox || item === undefined || item.children.length > 0) return;
    if (item.disabled || !isSelectableNode(item) || isBlocked(item)) return;
    commit(selectedSet.has(itemId) ? selectedIds.filter((id) => id !== itemId) : [...selectedIds, itemId]);
  };

  const itemProps = ({ itemId }: { itemId: string }): Partial<TreeItemProps> => {
    const item = model.items.get(itemId);
    const markup = { slots: { root: TreeItemDiv }, slotProps: { groupTransition: groupAsDiv } };
    if (item === undefined || !isBlocked(item) || maxSelectionCount === undefined) return markup;
    return {
      ...markup,
      "aria-describedby": blockedMessageId,
      slotProps: { ...markup.slotProps, checkbox: { disabled: true } },
      label: (
        <Tooltip title={maxSelectionMessage(maxSelectionCount)} enterDelay={TOOLTIP_HOVER_DELAY_MS} placement="right">
          <span>{item.label}</span>
        </Tooltip>
      ),
    };
  };

  const name = label ?? "Tree";
  return (
    <Box className="sf-tree-view" sx={{ display: "flex", flexDirection: "column", gap: 1, minWidth: 0 }}>
      {searchable && (
        <TextField
          type="search"
          size="small"
          label="Search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            htmlInput: { "aria-label": `Search ${name}` },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {shownRoots.length === 0 ? (
        <Typography role="status" variant="body2" sx={{ color: "text.secondary", py: 1 }}>
          {NO_OPTIONS_TEXT}
        </Typography>
      ) : (
        <RichTreeView<TreeItemModel, boolean>
          items={shownRoots}
          aria-label={name}
          multiSelect={multiple}
          checkboxSelection={multiple}
          selectedItems={multiple ? selectedIds : (selectedIds[0] ?? null)}
          onSelectedItemsChange={(_event, ids) => commit(asValueList(ids).map(String))}
          expandedItems={shownExpanded}
          onExpandedItemsChange={(_event, ids) => setShownExpanded(ids)}
          onItemClick={toggleLeafOnClick}
          isItemDisabled={(item) => item.disabled}
          isItemSelectionDisabled={(item) => !isSelectableNode(item)}
          slots={{ root: TreeRoot }}
          slotProps={{ item: itemProps }}
          sx={{ maxHeight, overflowY: "auto" }}
        />
      )}
      {search?.truncated && (
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          Showing the first {MAX_SEARCH_LEAVES} matches: type more to narrow the search.
        </Typography>
      )}
      {maxSelectionCount !== undefined && (
        <span id={blockedMessageId} hidden>
          {maxSelectionMessage(maxSelectionCount)}
        </span>
      )}
    </Box>
  );
}
