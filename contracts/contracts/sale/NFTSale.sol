// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IDaoNFT} from "../nft/IDaoNFT.sol";

/**
 * @dev Sells DAO NFTs for USDT in stages, each with a time window and a stock, at a fixed price.
 *
 * The payment goes straight from the buyer to the five payout wallets in the same transaction
 * (25% technology, 15% activity reserve, 5% treasury, 5% operations, 50% liquidity), so the
 * contract never holds funds. A buyer may bind a referrer once; purchases report it.
 *
 * Each purchase carries the id of the platform's order it pays and {Purchased} reports it, so the
 * platform matches a payment to its order by what the chain shows, never by a hash the client
 * sends. The contract does not check the id: a purchase is the buyer's whatever id it names, and
 * the platform pays an order only when the id, buyer, stage, quantity and amount all agree.
 */
contract NFTSale is Ownable {
    using SafeERC20 for IERC20;

    enum StageStatus {
        NotStarted,
        Running,
        Ended
    }

    struct Stage {
        uint64 startTime;
        uint64 endTime;
        uint32 stock;
        uint32 sold;
        uint8 grade;
        string url;
    }

    /// @dev Price of one NFT: 1500 USDT (18 decimals).
    uint256 public constant PRICE = 1500 ether;
    /// @dev Most NFTs in one purchase.
    uint256 public constant MAX_PER_PURCHASE = 10;
    /// @dev Shares of the proceeds in basis points, in payout-wallet order; liquidity takes the rest.
    uint256 private constant _TECHNOLOGY_BPS = 2_500;
    uint256 private constant _ACTIVITY_BPS = 1_500;
    uint256 private constant _TREASURY_BPS = 500;
    uint256 private constant _OPERATIONS_BPS = 500;
    uint256 private constant _BPS = 10_000;
    uint256 private constant _WALLETS = 5;

    IERC20 private immutable _usdt;
    IDaoNFT private immutable _nft;
    uint256 private immutable _maxSupply;
    string private _nftName;
    string private _nftSymbol;

    Stage[] private _stages;
    uint256 private _totalStock;
    uint256 private _nextTokenId;
    address[_WALLETS] private _payoutWallets;
    mapping(address account => address) private _referrerOf;
    mapping(address account => uint256) private _purchased;

    /// @dev Stage `stageId` was created.
    event StageAdded(uint256 indexed stageId, uint64 startTime, uint64 endTime, uint32 stock, uint8 grade, string url);
    /// @dev Stage `stageId` got a new window or stock.
    event StageUpdated(uint256 indexed stageId, uint64 startTime, uint64 endTime, uint32 stock);
    /// @dev The payout wallets changed (technology, activity reserve, treasury, operations, liquidity).
    event PayoutWalletsUpdated(address[5] wallets);
    /// @dev `account` bound `referrer`.
    event ReferrerBound(address indexed account, address indexed referrer);
    /**
     * @dev `buyer` bought `quantity` NFTs in stage `stageId`, token ids `firstTokenId` onwards, paying
     * `amount` USDT for the platform's order `orderId` (0 for none); `referrer` is the buyer's bound
     * referrer or the zero address.
     */
    event Purchased(
        address indexed buyer,
        uint256 indexed stageId,
        address indexed referrer,
        uint256 quantity,
        uint256 firstTokenId,
        uint256 amount,
        uint256 orderId
    );

    /// @dev The event has not started or has ended.
    error NFTSaleStageNotRunning(uint256 stageId, StageStatus status);
    /// @dev There is no stage with this id.
    error NFTSaleUnknownStage(uint256 stageId);
    /// @dev A purchase is for 1 to MAX_PER_PURCHASE NFTs.
    error NFTSaleInvalidQuantity(uint256 quantity, uint256 maxQuantity);
    /// @dev The stage has fewer NFTs left than requested.
    error NFTSaleInsufficientStock(uint256 stageId, uint256 remaining, uint256 requested);
    /// @dev The window must start before it ends.
    error NFTSaleInvalidWindow(uint64 startTime, uint64 endTime);
    /// @dev A stage's stock must be positive, not below its sales, and all stocks must fit the NFT supply.
    error NFTSaleInvalidStock(uint256 stock);
    /// @dev Payout wallets cannot be the zero address.
    error NFTSaleInvalidWallet(address wallet);
    /// @dev A referrer cannot be the zero address or the account itself.
    error NFTSaleInvalidReferrer(address referrer);
    /// @dev The account already has a referrer.
    error NFTSaleReferrerAlreadyBound(address account, address referrer);

    /**
     * @param initialOwner manages stages and payout wallets
     * @param usdt_ the payment token
     * @param nft_ the DAO NFT; this contract must be one of its minters
     * @param nftName name recorded in each sold NFT
     * @param nftSymbol symbol recorded in each sold NFT
     * @param maxSupply most NFTs all stages together may sell
     * @param firstTokenId_ token id of the first NFT sold: 1, or the `nextTokenId` of the sale this
     * one replaces (the NFT refuses an id that exists, so the two sales never mint the same one)
     * @param wallets technology, activity reserve, treasury, operations, liquidity
     */
    constructor(
        address initialOwner,
        IERC20 usdt_,
        IDaoNFT nft_,
        string memory nftName,
        string memory nftSymbol,
        uint256 maxSupply,
        uint256 firstTokenId_,
        address[5] memory wallets
    ) Ownable(initialOwner) {
        _usdt = usdt_;
        _nft = nft_;
        _maxSupply = maxSupply;
        _nextTokenId = firstTokenId_;
        _nftName = nftName;
        _nftSymbol = nftSymbol;
        _setPayoutWallets(wallets);
    }

    /**
     * @dev Buys `quantity` NFTs in stage `stageId` for the platform's order `orderId` (0 for none);
     * the buyer must have approved `PRICE * quantity` USDT.
     */
    function buy(uint256 stageId, uint256 quantity, uint256 orderId) external returns (uint256 firstTokenId) {
        if (quantity == 0 || quantity > MAX_PER_PURCHASE) revert NFTSaleInvalidQuantity(quantity, MAX_PER_PURCHASE);
        Stage storage current = _stageAt(stageId);
        StageStatus status = _statusOf(current);
        if (status != StageStatus.Running) revert NFTSaleStageNotRunning(stageId, status);
        uint256 remaining = current.stock - current.sold;
        if (quantity > remaining) revert NFTSaleInsufficientStock(stageId, remaining, quantity);

        // quantity <= stock - sold, so sold + quantity <= stock fits in 32 bits.
        unchecked {
            current.sold += uint32(quantity);
        }
        firstTokenId = _nextTokenId;
        _nextTokenId = firstTokenId + quantity;
        _purchased[msg.sender] += quantity;

        uint256 amount = PRICE * quantity;
        uint256[_WALLETS] memory parts = previewSplit(amount);
        for (uint256 i = 0; i < _WALLETS; ++i) {
            _usdt.safeTransferFrom(msg.sender, _payoutWallets[i], parts[i]);
        }
        _mintTokens(current, stageId, firstTokenId, quantity);
        emit Purchased(msg.sender, stageId, _referrerOf[msg.sender], quantity, firstTokenId, amount, orderId);
    }

    /// @dev Binds `referrer` as the caller's referrer; only once.
    function bindReferrer(address referrer) external {
        if (referrer == address(0) || referrer == msg.sender) revert NFTSaleInvalidReferrer(referrer);
        address bound = _referrerOf[msg.sender];
        if (bound != address(0)) revert NFTSaleReferrerAlreadyBound(msg.sender, bound);
        _referrerOf[msg.sender] = referrer;
        emit ReferrerBound(msg.sender, referrer);
    }

    /// @dev Adds a stage selling `stock` NFTs of grade `grade` with metadata `url` in [startTime, endTime).
    function addStage(
        uint64 startTime,
        uint64 endTime,
        uint32 stock,
        uint8 grade,
        string calldata url
    ) external onlyOwner returns (uint256 stageId) {
        _checkWindow(startTime, endTime);
        _reserveStock(0, stock);
        stageId = _stages.length;
        _stages.push(Stage(startTime, endTime, stock, 0, grade, url));
        emit StageAdded(stageId, startTime, endTime, stock, grade, url);
    }

    /// @dev Changes the window and stock of stage `stageId`; the stock cannot go below what was sold.
    function updateStage(uint256 stageId, uint64 startTime, uint64 endTime, uint32 stock) external onlyOwner {
        Stage storage target = _stageAt(stageId);
        _checkWindow(startTime, endTime);
        if (stock < target.sold) revert NFTSaleInvalidStock(stock);
        _reserveStock(target.stock, stock);
        target.startTime = startTime;
        target.endTime = endTime;
        target.stock = stock;
        emit StageUpdated(stageId, startTime, endTime, stock);
    }

    /// @dev Sets the payout wallets: technology, activity reserve, treasury, operations, liquidity.
    function setPayoutWallets(address[5] calldata wallets) external onlyOwner {
        _setPayoutWallets(wallets);
    }

    /// @dev How `amount` is split between the payout wallets; the parts add up to `amount`.
    function previewSplit(uint256 amount) public pure returns (uint256[5] memory parts) {
        parts[0] = (amount * _TECHNOLOGY_BPS) / _BPS;
        parts[1] = (amount * _ACTIVITY_BPS) / _BPS;
        parts[2] = (amount * _TREASURY_BPS) / _BPS;
        parts[3] = (amount * _OPERATIONS_BPS) / _BPS;
        parts[4] = amount - parts[0] - parts[1] - parts[2] - parts[3];
    }

    /// @dev Stage `stageId`.
    function getStage(uint256 stageId) external view returns (Stage memory) {
        return _stageAt(stageId);
    }

    /// @dev How many stages exist; ids run from 0.
    function stageCount() external view returns (uint256) {
        return _stages.length;
    }

    /// @dev Whether stage `stageId` has not started, is running or has ended (window over or sold out).
    function stageStatus(uint256 stageId) external view returns (StageStatus) {
        return _statusOf(_stageAt(stageId));
    }

    /// @dev The payout wallets: technology, activity reserve, treasury, operations, liquidity.
    function payoutWallets() external view returns (address[5] memory) {
        return _payoutWallets;
    }

    /// @dev The referrer `account` bound, or the zero address.
    function referrerOf(address account) external view returns (address) {
        return _referrerOf[account];
    }

    /// @dev How many NFTs `account` has bought.
    function purchasedCount(address account) external view returns (uint256) {
        return _purchased[account];
    }

    /// @dev Token id the next purchased NFT gets.
    function nextTokenId() external view returns (uint256) {
        return _nextTokenId;
    }

    /// @dev Stock of all stages together, at most the NFT supply given at deployment.
    function totalStock() external view returns (uint256) {
        return _totalStock;
    }

    /// @dev The payment token.
    function usdt() external view returns (IERC20) {
        return _usdt;
    }

    /// @dev The DAO NFT sold.
    function nft() external view returns (IDaoNFT) {
        return _nft;
    }

    function _stageAt(uint256 stageId) private view returns (Stage storage) {
        if (stageId >= _stages.length) revert NFTSaleUnknownStage(stageId);
        return _stages[stageId];
    }

    function _statusOf(Stage storage s) private view returns (StageStatus) {
        if (block.timestamp < s.startTime) return StageStatus.NotStarted;
        if (block.timestamp >= s.endTime || s.sold == s.stock) return StageStatus.Ended;
        return StageStatus.Running;
    }

    function _checkWindow(uint64 startTime, uint64 endTime) private pure {
        if (startTime >= endTime) revert NFTSaleInvalidWindow(startTime, endTime);
    }

    /// @dev Replaces a stage stock of `previous` by `stock` in the running total, within the supply.
    function _reserveStock(uint256 previous, uint256 stock) private {
        uint256 total = _totalStock - previous + stock;
        if (stock == 0 || total > _maxSupply) revert NFTSaleInvalidStock(stock);
        _totalStock = total;
    }

    /// @dev Mints token ids `firstTokenId` to `firstTokenId + quantity - 1` of `stage_` to the caller.
    function _mintTokens(Stage storage stage_, uint256 stageId, uint256 firstTokenId, uint256 quantity) private {
        IDaoNFT.TokenInfo memory info = IDaoNFT.TokenInfo(_nftName, _nftSymbol, uint32(stageId), stage_.grade, stage_.url);
        for (uint256 i = 0; i < quantity; ++i) {
            _nft.mint(msg.sender, firstTokenId + i, info.name, info.symbol, info.stage, info.grade, info.url);
        }
    }

    function _setPayoutWallets(address[5] memory wallets) private {
        for (uint256 i = 0; i < _WALLETS; ++i) {
            if (wallets[i] == address(0)) revert NFTSaleInvalidWallet(address(0));
        }
        _payoutWallets = wallets;
        emit PayoutWalletsUpdated(wallets);
    }
}
