// The messages of src/cashier/.

export const cashier = {
  'cashier.title': 'Cashier',
  'cashier.tabs.label': 'Deposit or withdraw',
  'cashier.tabs.deposit': 'Deposit',
  'cashier.tabs.withdrawal': 'Withdraw',
  'cashier.balance': 'Balance {balance}',
  'cashier.balanceAndWithdrawable': 'Balance {balance} · withdrawable {withdrawable}',
  'cashier.progress.label': 'Payment in progress',
  'cashier.progress.deposit': 'Contacting your bank…',
  'cashier.progress.withdrawal': 'Sending your withdrawal…',
  'cashier.unanswered':
    'We did not hear back about this payment. Retrying is safe: it cannot be taken twice.',
  'cashier.retry': 'Retry',
  'cashier.declined.card-declined':
    'Your bank declined this card. Try another card, or ask your bank why.',
  'cashier.declined.insufficient-funds':
    'Your bank declined the payment: there is not enough money on this card.',
  'cashier.declined.payout-declined':
    'Your bank could not pay into this account. Check the IBAN, or use another account.',
  'cashier.close': 'Close',

  'cashier.done.deposit.completed': 'Deposit of {amount} completed',
  'cashier.done.deposit.processing': 'Deposit of {amount} is being processed',
  'cashier.done.withdrawal.completed': 'Withdrawal of {amount} completed',
  'cashier.done.withdrawal.processing': 'Withdrawal of {amount} is being processed',
  'cashier.done.newBalance': 'New balance {balance}',
  'cashier.done.again': 'Make another payment',
  'cashier.done.close': 'Done',

  'cashier.amount.label': 'Amount ({currency})',
  'cashier.amount.labelInThousands': 'Amount ({currency}, in thousands)',
  'cashier.amount.missing': 'Enter an amount',
  'cashier.amount.underMinimum': 'The least you can move at once is {limit}',
  'cashier.amount.overMaximum': 'The most you can move at once is {limit}',
  'cashier.cardNumber': 'Card number',
  'cashier.cardNumberInvalid': 'Enter a valid card number',

  'cashier.deposit.label': 'Deposit',
  'cashier.deposit.expiry': 'Expiry (MM/YY)',
  'cashier.deposit.expiryInvalid': 'Enter the expiry as MM/YY',
  'cashier.deposit.expired': 'This card has expired',
  'cashier.deposit.cvc': 'Security code',
  'cashier.deposit.cvcInvalid': 'Enter the 3 or 4 digits on the back',
  'cashier.deposit.sandboxCards': 'Sandbox cards: {paying} pays, {declined} is declined.',
  'cashier.deposit.submit': 'Deposit',

  'cashier.withdrawal.label': 'Withdraw',
  'cashier.withdrawal.payOutTo': 'Pay out to',
  'cashier.withdrawal.methods.bank': 'Bank account (IBAN)',
  'cashier.withdrawal.methods.card': 'Card',
  'cashier.withdrawal.iban': 'IBAN',
  'cashier.withdrawal.ibanInvalid': 'Enter a valid IBAN',
  'cashier.withdrawal.submit': 'Withdraw',
} as const
