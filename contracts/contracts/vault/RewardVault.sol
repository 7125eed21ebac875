// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {BitMaps} from "@openzeppelin/contracts/utils/structs/BitMaps.sol";

/**
 * @dev Pays platform rewards in ICT or ICMS against EIP-712 vouchers signed by the platform's
 * withdraw signer. Each voucher pays once, only to its user, before its deadline, and the claim
 * carries the native-coin withdraw fee, forwarded to the fee wallet in the same transaction.
 */
contract RewardVault is EIP712, Ownable, Pausable {
    using SafeERC20 for IERC20;
    using BitMaps for BitMaps.BitMap;

    /// @dev A withdrawal the platform approved.
    struct Voucher {
        address user;
        address token;
        uint256 amount;
        uint256 voucherId;
        uint256 deadline;
    }

    bytes32 public constant VOUCHER_TYPEHASH =
        keccak256("Voucher(address user,address token,uint256 amount,uint256 voucherId,uint256 deadline)");
    /// @dev Native coin a claim must carry: 0.001.
    uint256 public constant WITHDRAW_FEE = 0.001 ether;

    IERC20 private immutable _ict;
    IERC20 private immutable _icms;
    address private _signer;
    address payable private _feeWallet;
    BitMaps.BitMap private _claimed;

    /// @dev Voucher `voucherId` paid `amount` of `token` to `user`.
    event VoucherClaimed(uint256 indexed voucherId, address indexed user, address indexed token, uint256 amount);
    /// @dev Vouchers must now be signed by `newSigner`.
    event SignerUpdated(address indexed previousSigner, address indexed newSigner);
    /// @dev Withdraw fees now go to `newWallet`.
    event FeeWalletUpdated(address indexed previousWallet, address indexed newWallet);
    /// @dev The owner moved `amount` of `token` out of the vault to `to`.
    event TokensSwept(address indexed token, address indexed to, uint256 amount);

    /// @dev A claim must carry exactly the withdraw fee.
    error RewardVaultIncorrectFee(uint256 sent, uint256 required);
    /// @dev The voucher's deadline has passed.
    error RewardVaultVoucherExpired(uint256 voucherId, uint256 deadline);
    /// @dev The vault pays ICT and ICMS only.
    error RewardVaultUnsupportedToken(address token);
    /// @dev Only the voucher's user may claim it.
    error RewardVaultCallerNotBeneficiary(address caller, address user);
    /// @dev The voucher was already paid.
    error RewardVaultVoucherAlreadyClaimed(uint256 voucherId);
    /// @dev The signature is malformed or not by the withdraw signer.
    error RewardVaultInvalidSignature(address recovered);
    /// @dev Sending the fee to the fee wallet failed.
    error RewardVaultFeeTransferFailed(address wallet);
    /// @dev The signer and fee wallet cannot be the zero address.
    error RewardVaultInvalidAddress(address account);

    constructor(
        address initialOwner,
        IERC20 ict,
        IERC20 icms,
        address signer_,
        address payable feeWallet_
    ) EIP712("ICMS RewardVault", "1") Ownable(initialOwner) {
        _ict = ict;
        _icms = icms;
        _setSigner(signer_);
        _setFeeWallet(feeWallet_);
    }

    /// @dev Pays `voucher` to its user, who is the caller, against the withdraw signer's `signature`.
    function claim(Voucher calldata voucher, bytes calldata signature) external payable whenNotPaused {
        if (msg.value != WITHDRAW_FEE) revert RewardVaultIncorrectFee(msg.value, WITHDRAW_FEE);
        if (msg.sender != voucher.user) revert RewardVaultCallerNotBeneficiary(msg.sender, voucher.user);
        if (block.timestamp > voucher.deadline) revert RewardVaultVoucherExpired(voucher.voucherId, voucher.deadline);
        if (voucher.token != address(_ict) && voucher.token != address(_icms)) {
            revert RewardVaultUnsupportedToken(voucher.token);
        }
        if (_claimed.get(voucher.voucherId)) revert RewardVaultVoucherAlreadyClaimed(voucher.voucherId);
        // A malformed signature recovers the zero address, which is never the signer.
        (address recovered, , ) = ECDSA.tryRecoverCalldata(hashVoucher(voucher), signature);
        if (recovered != _signer) revert RewardVaultInvalidSignature(recovered);

        _claimed.set(voucher.voucherId);
        (bool sent, ) = _feeWallet.call{value: msg.value}("");
        if (!sent) revert RewardVaultFeeTransferFailed(_feeWallet);
        IERC20(voucher.token).safeTransfer(voucher.user, voucher.amount);
        emit VoucherClaimed(voucher.voucherId, voucher.user, voucher.token, voucher.amount);
    }

    /// @dev The EIP-712 digest the withdraw signer signs for `voucher`.
    function hashVoucher(Voucher calldata voucher) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(VOUCHER_TYPEHASH, voucher)));
    }

    /// @dev Whether voucher `voucherId` was paid.
    function isClaimed(uint256 voucherId) external view returns (bool) {
        return _claimed.get(voucherId);
    }

    /// @dev The withdraw signer.
    function signer() external view returns (address) {
        return _signer;
    }

    /// @dev Where withdraw fees go.
    function feeWallet() external view returns (address) {
        return _feeWallet;
    }

    /// @dev The two reward tokens.
    function rewardTokens() external view returns (IERC20 ict, IERC20 icms) {
        return (_ict, _icms);
    }

    /// @dev Rotates the withdraw signer.
    function setSigner(address newSigner) external onlyOwner {
        _setSigner(newSigner);
    }

    /// @dev Changes the fee wallet.
    function setFeeWallet(address payable newWallet) external onlyOwner {
        _setFeeWallet(newWallet);
    }

    /// @dev Stops claims.
    function pause() external onlyOwner {
        _pause();
    }

    /// @dev Resumes claims.
    function unpause() external onlyOwner {
        _unpause();
    }

    /// @dev Moves `amount` of `token` out of the vault, for example to retire or refill another vault.
    function sweep(IERC20 token, address to, uint256 amount) external onlyOwner {
        token.safeTransfer(to, amount);
        emit TokensSwept(address(token), to, amount);
    }

    function _setSigner(address newSigner) private {
        if (newSigner == address(0)) revert RewardVaultInvalidAddress(newSigner);
        address previous = _signer;
        _signer = newSigner;
        emit SignerUpdated(previous, newSigner);
    }

    function _setFeeWallet(address payable newWallet) private {
        if (newWallet == address(0)) revert RewardVaultInvalidAddress(newWallet);
        address previous = _feeWallet;
        _feeWallet = newWallet;
        emit FeeWalletUpdated(previous, newWallet);
    }
}
