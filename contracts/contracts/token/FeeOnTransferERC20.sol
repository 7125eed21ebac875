// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/**
 * @dev ERC-20 with an optional fee on transfers, split between fixed shares.
 *
 * The fee is a rate in basis points of the transferred amount, set by the owner up to
 * {MAX_FEE_BPS}. It is charged only on transfers between two accounts that are both not exempt,
 * never on mint or burn. The fee is divided between recipient shares, each weighted in basis
 * points of the fee, and a burned share that takes whatever the recipient shares leave. The parts
 * therefore always add up to the fee exactly: rounding dust is burned.
 *
 * Share weights are fixed at construction; the owner may move a share to another recipient.
 * Holders may burn their own tokens (for example bought-back tokens); burning pays no fee.
 */
abstract contract FeeOnTransferERC20 is ERC20Burnable, Ownable {
    /// @dev Highest transfer fee the owner may set: 10%.
    uint256 public constant MAX_FEE_BPS = 1_000;
    uint256 private constant _BPS = 10_000;

    uint256 private immutable _burnBps;
    uint256 private _feeBps;
    address[] private _feeRecipients;
    uint16[] private _feeShareBps;
    mapping(address account => bool) private _feeExempt;

    /// @dev The transfer fee rate changed.
    event TransferFeeUpdated(uint256 previousBps, uint256 newBps);
    /// @dev `account` was made exempt from the fee, or no longer is.
    event FeeExemptionUpdated(address indexed account, bool exempt);
    /// @dev Fee share `share` now goes to `newRecipient`.
    event FeeRecipientUpdated(uint256 indexed share, address indexed previousRecipient, address indexed newRecipient);
    /// @dev A transfer from `from` to `to` paid `fee`, of which `burned` was burned.
    event TransferFeeCharged(address indexed from, address indexed to, uint256 fee, uint256 burned);

    /// @dev The requested fee rate is above {MAX_FEE_BPS}.
    error FeeTokenFeeTooHigh(uint256 bps, uint256 maxBps);
    /// @dev A fee recipient cannot be the zero address.
    error FeeTokenInvalidRecipient(address recipient);
    /// @dev There is no fee share with this index.
    error FeeTokenUnknownShare(uint256 share);
    /// @dev There must be one share weight per recipient.
    error FeeTokenInvalidShares();

    /**
     * @param recipients initial recipient of each share
     * @param shareBps weight of each share in basis points of the fee; the burned share is the rest
     */
    constructor(address[] memory recipients, uint16[] memory shareBps) {
        if (recipients.length != shareBps.length) revert FeeTokenInvalidShares();
        uint256 total;
        for (uint256 i = 0; i < recipients.length; ++i) {
            if (recipients[i] == address(0)) revert FeeTokenInvalidRecipient(address(0));
            total += shareBps[i];
        }
        // Checked: reverts (panic 0x11) if the recipient shares add up to more than the whole fee.
        _burnBps = _BPS - total;
        _feeRecipients = recipients;
        _feeShareBps = shareBps;
    }

    /// @dev Current transfer fee rate in basis points of the amount.
    function transferFeeBps() public view returns (uint256) {
        return _feeBps;
    }

    /// @dev Whether transfers from or to `account` are free of the fee.
    function isFeeExempt(address account) public view returns (bool) {
        return _feeExempt[account];
    }

    /// @dev Recipients and weights (basis points of the fee) of the shares; the burned share is the rest.
    function feeShares() public view returns (address[] memory recipients, uint16[] memory shareBps, uint256 burnBps) {
        return (_feeRecipients, _feeShareBps, _burnBps);
    }

    /**
     * @dev How a transfer of `amount` from `from` to `to` would be charged: the fee, the part of each
     * recipient share and the burned part. `fee == sum(parts) + burned` always holds.
     */
    function previewTransferFee(
        address from,
        address to,
        uint256 amount
    ) public view returns (uint256 fee, uint256[] memory parts, uint256 burned) {
        fee = _feeFor(from, to, amount);
        parts = new uint256[](_feeShareBps.length);
        burned = fee;
        for (uint256 i = 0; i < parts.length; ++i) {
            parts[i] = (fee * _feeShareBps[i]) / _BPS;
            burned -= parts[i];
        }
    }

    /// @dev Sets the transfer fee rate in basis points, at most {MAX_FEE_BPS}.
    function setTransferFee(uint256 bps) external onlyOwner {
        if (bps > MAX_FEE_BPS) revert FeeTokenFeeTooHigh(bps, MAX_FEE_BPS);
        uint256 previous = _feeBps;
        _feeBps = bps;
        emit TransferFeeUpdated(previous, bps);
    }

    /// @dev Exempts `account` from the fee (both as sender and as receiver), or ends the exemption.
    function setFeeExempt(address account, bool exempt) external onlyOwner {
        _feeExempt[account] = exempt;
        emit FeeExemptionUpdated(account, exempt);
    }

    /// @dev Sends fee share `share` to `recipient` from now on.
    function setFeeRecipient(uint256 share, address recipient) external onlyOwner {
        if (share >= _feeRecipients.length) revert FeeTokenUnknownShare(share);
        if (recipient == address(0)) revert FeeTokenInvalidRecipient(recipient);
        address previous = _feeRecipients[share];
        _feeRecipients[share] = recipient;
        emit FeeRecipientUpdated(share, previous, recipient);
    }

    /// @dev Charges the fee on transfers (not on mint or burn) and moves its parts before the rest reaches `to`.
    function _update(address from, address to, uint256 value) internal virtual override {
        uint256 fee = _feeFor(from, to, value);
        if (fee == 0) {
            super._update(from, to, value);
            return;
        }
        uint256 balance = balanceOf(from);
        if (balance < value) revert ERC20InsufficientBalance(from, balance, value);

        uint256 burned = fee;
        uint256 shares = _feeShareBps.length;
        for (uint256 i = 0; i < shares; ++i) {
            uint256 part = (fee * _feeShareBps[i]) / _BPS;
            if (part == 0) continue;
            // The parts are floors of fee * weight / 10000 with weights summing to at most 10000,
            // so their running sum never exceeds fee.
            unchecked {
                burned -= part;
            }
            super._update(from, _feeRecipients[i], part);
        }
        // The burned share has a positive weight in both tokens, so it is never empty here.
        super._update(from, address(0), burned);
        // fee <= value * MAX_FEE_BPS / 10000 < value
        unchecked {
            super._update(from, to, value - fee);
        }
        emit TransferFeeCharged(from, to, fee, burned);
    }

    function _feeFor(address from, address to, uint256 value) private view returns (uint256) {
        uint256 bps = _feeBps;
        if (from == address(0) || to == address(0) || bps == 0 || _feeExempt[from] || _feeExempt[to]) {
            return 0;
        }
        return (value * bps) / _BPS;
    }
}
