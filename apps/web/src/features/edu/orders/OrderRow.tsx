import type { CourseOrder } from "@icms/protocol";
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddressText } from "../../../ui/AddressText";
import { RelativeTime } from "../../../ui/RelativeTime";
import { eduPaths } from "../paths";
import type { OrderRole } from "./order-queries";

const STATUS_COLOR = { pending: "violet", expired: "gray", paid: "blue", refunded: "red" } as const;

/** Whether the seller may still refund the order (paid, window open). */
function refundable(order: CourseOrder, now = Date.now()): boolean {
  return order.status === "paid" && order.refund_deadline !== null && Date.parse(order.refund_deadline) > now;
}

interface OrderRowProps {
  order: CourseOrder;
  role: OrderRole;
  onRefund: () => void;
  onRequestRefund: () => void;
}

/** One order: the course, what was paid, its state, and the refund a seller may make in the window. */
export function OrderRow({ order, role, onRefund, onRequestRefund }: OrderRowProps) {
  const { t, i18n } = useTranslation();
  const open = refundable(order);
  const deadline = order.refund_deadline ? new Date(order.refund_deadline).toLocaleString(i18n.language) : "";
  return (
    <Paper withBorder radius="md" p="sm" data-testid="course-order">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={eduPaths.detail(order.course_id)} fw={600}>
            {order.course_name}
          </Anchor>
          <Group gap={4}>
            {order.extra_payment && (
              <Badge variant="light" color="orange">
                {t("edu.orders.extraPayment")}
              </Badge>
            )}
            <Badge variant="light" color={STATUS_COLOR[order.status]}>
              {t(`edu.orders.status.${order.status}`)}
            </Badge>
          </Group>
        </Group>
        {order.extra_payment && (
          <Text size="sm" c="orange.9">
            {t(role === "seller" ? "edu.orders.extraPaymentSeller" : "edu.orders.extraPaymentBuyer")}
          </Text>
        )}
        <Text size="sm">
          {t("edu.orders.amount")}: {order.amount} {order.coin}
        </Text>
        {role === "seller" ? (
          <>
            <Group gap={4}>
              <Text size="sm">{t("edu.orders.buyer")}:</Text>
              <Text size="sm">{order.buyer_nickname}</Text>
              <AddressText address={order.buyer_wallet} size="sm" c="dimmed" />
            </Group>
            <Text size="xs" c="dimmed">
              {t("edu.orders.sellerGets", {
                amount: order.seller_amount,
                share: order.platform_share,
                coin: order.coin,
              })}
            </Text>
          </>
        ) : (
          <Group gap={4}>
            <Text size="sm">{t("edu.orders.seller")}:</Text>
            <Text size="sm">{order.seller_nickname}</Text>
            <AddressText address={order.seller_wallet} size="sm" c="dimmed" />
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t("edu.orders.created")}: <RelativeTime value={order.created_at} />
        </Text>
        {order.tx_hash && (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t("edu.orders.tx")}:
            </Text>
            <AddressText address={order.tx_hash} size="xs" c="dimmed" />
          </Group>
        )}
        {order.refund_reason && (
          <Text size="sm" c="red.8">
            {t("edu.orders.refundRequested", { reason: order.refund_reason })}
          </Text>
        )}
        {open && (
          <Group justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed">
              {t("edu.orders.refundUntil", { date: deadline })}
            </Text>
            {role === "seller" ? (
              <Button size="xs" color="red" variant="light" onClick={onRefund} disabled={order.refund_tx_hash !== null}>
                {t("edu.orders.refund")}
              </Button>
            ) : (
              !order.refund_requested_at && (
                <Button size="xs" variant="subtle" onClick={onRequestRefund}>
                  {t("edu.orders.requestRefund")}
                </Button>
              )
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
