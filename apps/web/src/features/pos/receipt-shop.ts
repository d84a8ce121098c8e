/** Who sold: the heading of the printed receipt (the merchant's fiscal data when given). */
export interface ReceiptShop {
  name: string;
  address: string | null;
  vatNumber: string | null;
}
