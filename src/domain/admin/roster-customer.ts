/** Who made a reservation, as staff see it on a roster or the QR page (the contract's RosterReservation). */
export function rosterCustomer(
  customer_id: number,
  found: { name?: string | null; last_name?: string | null; email?: string | null } | undefined,
) {
  return {
    customer_id,
    name: found?.name ?? '',
    last_name: found?.last_name ?? null,
    email: found?.email ?? null,
  };
}
