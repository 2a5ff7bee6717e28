import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';

export interface SortableItem {
  id: string;
  label: string;
  /** Shown after the label (a count, a state). */
  detail?: ReactNode;
}

/**
 * A list put in order by dragging a row's handle (mouse, touch, or the keyboard: space, the
 * arrows, space) or by each row's up and down buttons; every move is announced.
 */
export function SortableList({
  items,
  onChange,
  label,
  disabled = false,
}: {
  items: readonly SortableItem[];
  onChange: (items: SortableItem[]) => void;
  /** What the list is, for its caption and the screen reader's announcements. */
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: string | number) => items.find((item) => item.id === String(id))?.label ?? String(id);
  const positionOf = (id: string | number) => items.findIndex((item) => item.id === String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('games.order.picked', { name: labelOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('games.order.over', { name: labelOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('games.order.dropped', { name: labelOf(active.id), position: positionOf(over.id) })
        : undefined,
    onDragCancel: ({ active }) => t('games.order.cancelled', { name: labelOf(active.id) }),
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    onChange(arrayMove([...items], from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('games.order.instructions') },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="flex flex-col gap-1" data-testid="sortable-list">
          {items.map((item, index) => (
            <Row
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              disabled={disabled}
              onMove={(to) => move(index, to)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Row({
  item,
  index,
  count,
  disabled,
  onMove,
}: {
  item: SortableItem;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (to: number) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-lg bg-surface-2 px-2 py-1 ${isDragging ? 'opacity-70 ring-2 ring-brand' : ''}`}
      data-testid="sortable-row"
      data-id={item.id}
    >
      <button
        type="button"
        className="cursor-grab rounded px-2 py-1 hover:bg-surface-3 disabled:cursor-not-allowed"
        aria-label={t('games.order.drag', { name: item.label })}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <span className="w-8 text-right tabular-nums text-ink-muted">{index + 1}</span>
      <span className="flex-1">{item.label}</span>
      {item.detail ? <span className="text-sm text-ink-muted">{item.detail}</span> : null}
      <Button
        variant="ghost"
        disabled={disabled || index === 0}
        aria-label={t('games.order.up', { name: item.label })}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        disabled={disabled || index === count - 1}
        aria-label={t('games.order.down', { name: item.label })}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </Button>
    </li>
  );
}
