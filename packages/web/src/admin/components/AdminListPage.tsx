import Button from "@mui/material/Button";
import { type AdminEntity, adminMessages } from "@storyframe/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { BadRequestError } from "../../api/adminClient";
import { type AdminArea, useAdminAccess } from "../adminAccess";
import { describeFailure } from "../serverErrors";
import { toast } from "../toasts";
import { AdminPageHeading } from "./AdminPageHeading";
import { type AdminColumn, AdminTable } from "./AdminTable";
import { ConfirmDeleteDialog, type Holders } from "./ConfirmDeleteDialog";
import { RowActions } from "./RowActions";
import type { PagedList } from "./usePagedList";

/** What a list page hands its add/edit dialog: the row being edited, or null to add. */
interface ListFormProps<T> {
  open: boolean;
  editing: T | null;
  onClose(): void;
  onSaved(): void;
}

interface AdminListPageProps<T extends { id: string; name: string }> {
  area: AdminArea;
  entity: AdminEntity;
  heading: string;
  description: string;
  tableTitle: string;
  /** The plural in the search label and the no-match text, e.g. "groups". */
  plural: string;
  /** Shown when there are no rows and no search. */
  emptyText: string;
  addLabel: string;
  addIcon: ReactNode;
  columns: AdminColumn<T>[];
  list: PagedList<T>;
  /** The queries a change makes stale. */
  reloadKey: readonly unknown[];
  remove(id: string): Promise<unknown>;
  /** The users who hold a row (a role, a group), named before it is deleted. */
  holders?: ((row: T, signal: AbortSignal) => Promise<Holders>) | undefined;
  /** Why a row may not be deleted (e.g. the administrator's own account), or null when it may. */
  undeletable?: (row: T) => string | null;
  form(props: ListFormProps<T>): ReactNode;
}

/** An admin list page: heading, server-paged grid, add/edit dialog and delete confirmation, as the tags allow. */
export function AdminListPage<T extends { id: string; name: string }>(props: AdminListPageProps<T>) {
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const { list } = props;
  const [editing, setEditing] = useState<T | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: props.reloadKey });
  const { holders } = props;
  const holdersQuery = useQuery({
    queryKey: ["admin", "holders", props.entity, deleting?.id],
    queryFn: ({ signal }) => (deleting && holders ? holders(deleting, signal) : null),
    enabled: deleting !== null && holders !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  // Undefined (Delete waits) only while they are being looked up; a failed look-up does not block the delete.
  const shownHolders = holders === undefined || holdersQuery.isError ? null : holdersQuery.data;
  const canUpdate = access.can(props.area, "update");
  const canDelete = access.can(props.area, "delete");
  const openForm = (row: T | null) => {
    setEditing(row);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await props.remove(deleting.id);
      toast.success(adminMessages.deletedEntity(props.entity));
      await reload();
    } catch (error) {
      // A refusal also says why (e.g. one's own account).
      const reason = error instanceof BadRequestError ? describeFailure(error) : undefined;
      toast.error(adminMessages.deleteFailed(props.entity), reason);
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  const search = list.gridProps.search.trim();
  return (
    <>
      <AdminPageHeading title={props.heading} description={props.description} />
      <AdminTable
        title={props.tableTitle}
        columns={props.columns}
        rows={list.rows}
        total={list.total}
        rowKey={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        error={list.error}
        onRetry={list.retry}
        searchLabel={`Search ${props.plural}`}
        {...list.gridProps}
        emptyText={search ? `No ${props.plural} match “${search}”.` : props.emptyText}
        primaryAction={
          access.can(props.area, "create") ? (
            <Button variant="contained" startIcon={props.addIcon} onClick={() => openForm(null)}>
              {props.addLabel}
            </Button>
          ) : null
        }
        {...(canUpdate || canDelete
          ? {
              actions: (row: T) => (
                <RowActions
                  name={row.name}
                  onEdit={canUpdate ? () => openForm(row) : undefined}
                  onDelete={canDelete ? () => setDeleting(row) : undefined}
                  deleteRefusal={canDelete ? (props.undeletable?.(row) ?? null) : null}
                />
              ),
            }
          : {})}
      />
      {props.form({ open: formOpen, editing, onClose: () => setFormOpen(false), onSaved: () => void reload() })}
      <ConfirmDeleteDialog
        entity={props.entity}
        name={deleting?.name ?? null}
        holders={shownHolders}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
