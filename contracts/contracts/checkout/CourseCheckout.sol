// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/**
 * @dev Pays course orders in tokens against EIP-712 quotes signed by the platform's quote signer.
 *
 * One payment is one transaction: the quoted amount comes from the buyer, the seller's part goes
 * to the seller and the platform's part to the platform treasury, and {OrderPaid} carries the
 * order id. Each order id pays once. The contract must be exempt from the transfer fees of the
 * tokens it accepts: every pull is measured, and a payment that arrives short reverts, so the
 * seller and the treasury always receive exactly the quoted parts and nothing stays here.
 *
 * Within the refund window of its quote, the seller may refund an order: the seller's part is
 * pulled from the seller and the platform's part from the treasury (which approves this
 * contract once), and the whole amount goes back to the buyer.
 */
contract CourseCheckout is EIP712, Ownable, Pausable {
    using SafeERC20 for IERC20;

    /// @dev An order the platform priced for one buyer.
    struct Quote {
        uint256 orderId;
        address buyer;
        address seller;
        address token;
        uint256 amount;
        uint256 platformAmount;
        uint64 refundWindow;
        uint256 expiry;
    }

    /// @dev A paid order.
    struct Order {
        address buyer;
        uint64 refundDeadline;
        bool refunded;
        address seller;
        address token;
        uint256 amount;
        uint256 platformAmount;
    }

    bytes32 public constant QUOTE_TYPEHASH =
        keccak256(
            "Quote(uint256 orderId,address buyer,address seller,address token,uint256 amount,uint256 platformAmount,uint64 refundWindow,uint256 expiry)"
        );

    address private _signer;
    address private _treasury;
    mapping(address token => bool) private _supported;
    mapping(uint256 orderId => Order) private _orders;

    /// @dev `buyer` paid order `orderId`: `amount` of `token`, of which `platformAmount` went to the treasury.
    event OrderPaid(
        uint256 indexed orderId,
        address indexed buyer,
        address indexed seller,
        address token,
        uint256 amount,
        uint256 platformAmount
    );
    /// @dev The seller refunded order `orderId`: `amount` of `token` went back to `buyer`.
    event OrderRefunded(
        uint256 indexed orderId,
        address indexed buyer,
        address indexed seller,
        address token,
        uint256 amount,
        uint256 platformAmount
    );
    /// @dev Quotes must now be signed by `newSigner`.
    event SignerUpdated(address indexed previousSigner, address indexed newSigner);
    /// @dev Platform parts now go to `newTreasury`.
    event TreasuryUpdated(address indexed previousTreasury, address indexed newTreasury);
    /// @dev `token` is accepted for payment, or no longer is.
    event TokenSupportUpdated(address indexed token, bool supported);

    /// @dev The quote's expiry has passed.
    error CourseCheckoutQuoteExpired(uint256 orderId, uint256 expiry);
    /// @dev The signature is malformed or not by the quote signer.
    error CourseCheckoutInvalidSignature(address recovered);
    /// @dev Only the quote's buyer may pay it.
    error CourseCheckoutWrongBuyer(address caller, address buyer);
    /// @dev The order was already paid.
    error CourseCheckoutOrderAlreadyPaid(uint256 orderId);
    /// @dev The token is not accepted for payment.
    error CourseCheckoutUnsupportedToken(address token);
    /// @dev A quote must ask for a positive amount.
    error CourseCheckoutZeroAmount(uint256 orderId);
    /// @dev The platform's part cannot exceed the amount.
    error CourseCheckoutInvalidSplit(uint256 amount, uint256 platformAmount);
    /// @dev The signer, the treasury, a seller and a token cannot be the zero address.
    error CourseCheckoutInvalidAddress(address account);
    /// @dev Fewer tokens arrived than were sent (a transfer fee the contract is not exempt from).
    error CourseCheckoutTransferShortfall(address token, uint256 expected, uint256 received);
    /// @dev No payment of this order is recorded.
    error CourseCheckoutOrderNotPaid(uint256 orderId);
    /// @dev Only the order's seller may refund it.
    error CourseCheckoutCallerNotSeller(address caller, address seller);
    /// @dev The order's refund window has closed.
    error CourseCheckoutRefundWindowClosed(uint256 orderId, uint256 refundDeadline);
    /// @dev The order was already refunded.
    error CourseCheckoutAlreadyRefunded(uint256 orderId);

    /**
     * @param initialOwner rotates the signer, moves the treasury, lists tokens, pauses
     * @param signer_ signs quotes
     * @param treasury_ receives the platform's parts
     * @param tokens accepted for payment
     */
    constructor(
        address initialOwner,
        address signer_,
        address treasury_,
        address[] memory tokens
    ) EIP712("ICMS CourseCheckout", "1") Ownable(initialOwner) {
        _setSigner(signer_);
        _setTreasury(treasury_);
        for (uint256 i = 0; i < tokens.length; ++i) _setTokenSupported(tokens[i], true);
    }

    /// @dev Pays `quote`, whose buyer is the caller, against the quote signer's `signature`.
    function pay(Quote calldata quote, bytes calldata signature) external whenNotPaused {
        if (msg.sender != quote.buyer) revert CourseCheckoutWrongBuyer(msg.sender, quote.buyer);
        if (block.timestamp > quote.expiry) revert CourseCheckoutQuoteExpired(quote.orderId, quote.expiry);
        if (!_supported[quote.token]) revert CourseCheckoutUnsupportedToken(quote.token);
        if (quote.amount == 0) revert CourseCheckoutZeroAmount(quote.orderId);
        if (quote.platformAmount > quote.amount) revert CourseCheckoutInvalidSplit(quote.amount, quote.platformAmount);
        if (quote.seller == address(0)) revert CourseCheckoutInvalidAddress(address(0));
        if (_orders[quote.orderId].buyer != address(0)) revert CourseCheckoutOrderAlreadyPaid(quote.orderId);
        // A malformed signature recovers the zero address, which is never the signer.
        (address recovered, , ) = ECDSA.tryRecoverCalldata(hashQuote(quote), signature);
        if (recovered != _signer) revert CourseCheckoutInvalidSignature(recovered);

        _orders[quote.orderId] = Order({
            buyer: quote.buyer,
            refundDeadline: uint64(block.timestamp) + quote.refundWindow,
            refunded: false,
            seller: quote.seller,
            token: quote.token,
            amount: quote.amount,
            platformAmount: quote.platformAmount
        });
        IERC20 token = IERC20(quote.token);
        _pull(token, quote.buyer, quote.amount);
        // platformAmount <= amount was checked above.
        unchecked {
            _send(token, quote.seller, quote.amount - quote.platformAmount);
        }
        _send(token, _treasury, quote.platformAmount);
        emit OrderPaid(quote.orderId, quote.buyer, quote.seller, quote.token, quote.amount, quote.platformAmount);
    }

    /// @dev Refunds order `orderId` in full to its buyer; only its seller, within the refund window.
    function refund(uint256 orderId) external whenNotPaused {
        Order storage order = _orders[orderId];
        if (order.buyer == address(0)) revert CourseCheckoutOrderNotPaid(orderId);
        if (order.refunded) revert CourseCheckoutAlreadyRefunded(orderId);
        if (msg.sender != order.seller) revert CourseCheckoutCallerNotSeller(msg.sender, order.seller);
        if (block.timestamp > order.refundDeadline) revert CourseCheckoutRefundWindowClosed(orderId, order.refundDeadline);

        order.refunded = true;
        IERC20 token = IERC20(order.token);
        // The platform's part never exceeds the amount (checked when the order was paid).
        unchecked {
            _pull(token, order.seller, order.amount - order.platformAmount);
        }
        _pull(token, _treasury, order.platformAmount);
        _send(token, order.buyer, order.amount);
        emit OrderRefunded(orderId, order.buyer, order.seller, order.token, order.amount, order.platformAmount);
    }

    /// @dev The EIP-712 digest the quote signer signs for `quote`.
    function hashQuote(Quote calldata quote) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(QUOTE_TYPEHASH, quote)));
    }

    /// @dev The payment of order `orderId`; a zero buyer when it was never paid.
    function orderOf(uint256 orderId) external view returns (Order memory) {
        return _orders[orderId];
    }

    /// @dev Whether order `orderId` was paid (refunded or not).
    function isPaid(uint256 orderId) external view returns (bool) {
        return _orders[orderId].buyer != address(0);
    }

    /// @dev The quote signer.
    function signer() external view returns (address) {
        return _signer;
    }

    /// @dev Where the platform's parts go.
    function treasury() external view returns (address) {
        return _treasury;
    }

    /// @dev Whether `token` is accepted for payment.
    function isTokenSupported(address token) external view returns (bool) {
        return _supported[token];
    }

    /// @dev Rotates the quote signer; quotes signed by the previous one are refused from now on.
    function setSigner(address newSigner) external onlyOwner {
        _setSigner(newSigner);
    }

    /// @dev Moves the treasury; refunds of earlier orders pull the platform's part from the new one.
    function setTreasury(address newTreasury) external onlyOwner {
        _setTreasury(newTreasury);
    }

    /// @dev Accepts `token` for payment, or stops accepting it; the contract must be exempt from its fees.
    function setTokenSupported(address token, bool supported) external onlyOwner {
        _setTokenSupported(token, supported);
    }

    /// @dev Stops payments and refunds.
    function pause() external onlyOwner {
        _pause();
    }

    /// @dev Resumes payments and refunds.
    function unpause() external onlyOwner {
        _unpause();
    }

    /// @dev Moves `amount` of `token` from `from` to this contract and checks that all of it arrived.
    function _pull(IERC20 token, address from, uint256 amount) private {
        if (amount == 0) return;
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(from, address(this), amount);
        uint256 received = token.balanceOf(address(this)) - before;
        if (received != amount) revert CourseCheckoutTransferShortfall(address(token), amount, received);
    }

    function _send(IERC20 token, address to, uint256 amount) private {
        if (amount > 0) token.safeTransfer(to, amount);
    }

    function _setSigner(address newSigner) private {
        if (newSigner == address(0)) revert CourseCheckoutInvalidAddress(newSigner);
        address previous = _signer;
        _signer = newSigner;
        emit SignerUpdated(previous, newSigner);
    }

    function _setTreasury(address newTreasury) private {
        if (newTreasury == address(0)) revert CourseCheckoutInvalidAddress(newTreasury);
        address previous = _treasury;
        _treasury = newTreasury;
        emit TreasuryUpdated(previous, newTreasury);
    }

    function _setTokenSupported(address token, bool supported) private {
        if (token == address(0)) revert CourseCheckoutInvalidAddress(token);
        _supported[token] = supported;
        emit TokenSupportUpdated(token, supported);
    }
}
